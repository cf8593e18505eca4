import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { messagesCopy } from '../../../shared/copy/messages';
import { Page } from '../../components/layouts/page';
import { badgeText } from '../../api/unread-count';
import { ConversationList } from './conversation-list';
import { useConversations, type MessagesSource } from './api/conversations';
import { Thread } from './thread';

/**
 * docs/product/screens.md#messages, for either side: heading with unread badge, the list and the selected thread side by side
 * on a wide screen; on a phone the list, then the thread with a back button. `?c=` names the open conversation.
 */
export function MessagesScreen({ source, subtitle, emptyState }: { source: MessagesSource; subtitle: string; emptyState: ReactNode }) {
  const conversations = useConversations(source);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const list = conversations.data ?? [];
  const selected = list.find((conversation) => conversation.id === selectedId);
  const unread = list.reduce((sum, conversation) => sum + conversation.unreadCount, 0);
  const select = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('c', id);
      else next.delete('c');
      return next;
    });

  return (
    <Page wide title={messagesCopy.heading} subtitle={subtitle}>
      <p className="-mt-2 mb-4" role="status">
        {unread > 0 ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-600 px-3 py-0.5 text-sm font-bold text-white">
            {badgeText(unread, 99)} {unread === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}
          </span>
        ) : (
          <span className="text-sm text-slate-700">{list.length > 0 ? 'No tienes mensajes sin leer' : ''}</span>
        )}
      </p>
      {conversations.isPending ? (
        <p role="status" className="text-slate-700">
          Cargando conversaciones...
        </p>
      ) : conversations.isError ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          No se pudieron cargar las conversaciones. Recarga la página para intentarlo de nuevo.
        </p>
      ) : list.length === 0 ? (
        emptyState
      ) : (
        <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <div className={selected ? 'hidden lg:block' : undefined}>
            <ConversationList conversations={list} selectedId={selected?.id ?? null} onSelect={select} />
          </div>
          {selected ? (
            <Thread key={selected.id} source={source} conversation={selected} onBack={() => select(null)} />
          ) : (
            <div className="hidden place-items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700 lg:grid">
              <MessageSquare className="size-10 text-slate-500" aria-hidden="true" />
              <p>Selecciona una conversación para ver los mensajes.</p>
            </div>
          )}
        </div>
      )}
    </Page>
  );
}

/** The four-step explanation of where conversations come from. */
export function EmptyConversations({ title, text, steps }: { title: string; text: string; steps: string[] }) {
  return (
    <div className="grid justify-items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center">
      <MessageSquare className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="max-w-prose text-slate-700">{text}</p>
      <ol className="grid max-w-xl gap-3 text-left">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className="text-slate-800">{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
