import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { messageMaxLength, messagesCopy } from '../../../shared/copy/messages';
import type { Conversation } from '../../../shared/schemas/messages';
import { Button } from '../../components/ui/button';
import { formatMessageTime } from './format-time';
import { useCloseConversation } from './api/close-conversation';
import type { MessagesSource } from './api/conversations';
import { useMarkReadWhileOpen } from './api/mark-read';
import { useSendMessage } from './api/send-message';
import { useThread } from './api/thread';

/** One conversation: its messages (newest at the bottom, scrolled into view), the composer and closing. */
export function Thread({ source, conversation, onBack }: { source: MessagesSource; conversation: Conversation; onBack: () => void }) {
  const thread = useThread(source, conversation.id);
  const newest = thread.messages.at(-1);
  useMarkReadWhileOpen(source, conversation, newest?.id);
  const logRef = useRef<HTMLDivElement>(null);

  // Scroll to the newest message when one arrives (not when older pages load above).
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newest?.id]);

  const closed = conversation.status !== 'active';
  return (
    <section
      aria-labelledby={`thread-${conversation.id}`}
      className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
    >
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <div className="w-full lg:hidden">
          <Button variant="secondary" className="h-10 px-3" onClick={onBack}>
            <ArrowLeft className="size-4" aria-hidden="true" /> Volver
          </Button>
        </div>
        <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
          <h2 id={`thread-${conversation.id}`} className="text-lg font-bold text-slate-900">
            {conversation.title}
          </h2>
          <p className="truncate text-sm text-slate-700">{conversation.counterpartName}</p>
        </div>
        {!closed && <CloseControl source={source} id={conversation.id} />}
      </div>

      {/* The scrolling log must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable). */}
      <div
        ref={logRef}
        role="log"
        aria-label="Mensajes de la conversación"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="grid max-h-96 min-h-48 content-start gap-2 overflow-y-auto rounded-lg bg-slate-50 p-3"
      >
        {thread.hasNextPage && (
          <Button
            variant="secondary"
            className="h-9 justify-self-center"
            disabled={thread.isFetchingNextPage}
            onClick={() => void thread.fetchNextPage()}
          >
            {thread.isFetchingNextPage ? 'Cargando...' : 'Cargar mensajes anteriores'}
          </Button>
        )}
        {thread.isPending ? (
          <p className="text-slate-700">Cargando mensajes...</p>
        ) : thread.isError ? (
          <p className="text-red-800">No se pudieron cargar los mensajes.</p>
        ) : thread.messages.length === 0 ? (
          <p className="text-slate-700">Aún no hay mensajes. Escribe el primero.</p>
        ) : (
          thread.messages.map((message) => (
            <div
              key={message.id}
              className={`grid max-w-[85%] gap-0.5 ${message.mine ? 'justify-self-end text-right' : 'justify-self-start'}`}
            >
              <p
                className={`whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-left ${message.mine ? 'bg-blue-700 text-white' : 'border border-slate-200 bg-white text-slate-900'}`}
              >
                <span className="sr-only">{message.mine ? 'Tú: ' : `${conversation.counterpartName}: `}</span>
                {message.content}
              </p>
              <time dateTime={message.createdAt} className="text-xs text-slate-600">
                {formatMessageTime(message.createdAt)}
              </time>
            </div>
          ))
        )}
      </div>

      <Composer source={source} id={conversation.id} closed={closed} />
    </section>
  );
}

function CloseControl({ source, id }: { source: MessagesSource; id: string }) {
  const [confirming, setConfirming] = useState(false);
  const close = useCloseConversation(source, id);
  if (!confirming) {
    return (
      <Button variant="secondary" className="h-10 px-3" onClick={() => setConfirming(true)}>
        Cerrar conversación
      </Button>
    );
  }
  return (
    <div className="flex w-full flex-wrap items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 p-2 text-sm text-slate-900">
      <p className="min-w-0 flex-1">¿Cerrar esta conversación? Ninguna de las partes podrá enviar más mensajes.</p>
      <Button
        className="h-9 px-3"
        disabled={close.isPending}
        onClick={() => close.mutate(undefined, { onSettled: () => setConfirming(false) })}
      >
        Sí, cerrar
      </Button>
      <Button variant="secondary" className="h-9 px-3" disabled={close.isPending} onClick={() => setConfirming(false)}>
        Cancelar
      </Button>
    </div>
  );
}

/** docs/product/screens.md and validation.md: Enter sends, Shift+Enter adds a line; trimmed; blank never sent; disabled while sending or closed. */
function Composer({ source, id, closed }: { source: MessagesSource; id: string; closed: boolean }) {
  const [draft, setDraft] = useState('');
  const send = useSendMessage(source, id);
  const inputId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const content = draft.trim();
  const disabled = closed || send.isPending;

  useEffect(() => setDraft(''), [id]);
  useEffect(() => {
    if (!send.isPending && !closed) textRef.current?.focus({ preventScroll: true });
  }, [send.isPending, closed]);

  const submit = () => {
    if (!content || disabled) return;
    send.mutate(content, { onSuccess: () => setDraft('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {closed && (
        <p role="status" className="rounded-lg border border-slate-200 bg-slate-100 p-3 text-sm text-slate-800">
          {messagesCopy.closed}
        </p>
      )}
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        Escribe tu mensaje
      </label>
      <textarea
        id={inputId}
        ref={textRef}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        maxLength={messageMaxLength}
        rows={3}
        aria-describedby={`${inputId}-hint`}
        className="w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:bg-slate-100"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${inputId}-hint`} className="text-xs text-slate-600">
          Enter envía · Shift+Enter añade una línea
        </p>
        <Button type="submit" disabled={disabled || !content}>
          {send.isPending ? 'Enviando...' : 'Enviar'}
        </Button>
      </div>
    </form>
  );
}
