import type { Conversation } from '../../../shared/schemas/messages';
import { badgeText } from '../../api/unread-count';
import { formatMessageTime } from './format-time';

/** The conversations, newest activity first; each opens its thread. */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
}: {
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className="grid gap-2" aria-label="Conversaciones">
      {conversations.map((conversation) => {
        const selected = conversation.id === selectedId;
        const time = conversation.lastMessageAt ?? conversation.updatedAt;
        return (
          <li key={conversation.id}>
            <button
              type="button"
              onClick={() => onSelect(conversation.id)}
              aria-current={selected ? 'true' : undefined}
              className={`grid w-full min-w-0 gap-1 rounded-lg border px-3 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                selected ? 'border-blue-600 bg-blue-50' : 'border-slate-200 bg-white hover:bg-slate-50'
              }`}
            >
              <span className="flex min-w-0 items-center gap-2">
                <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">{conversation.title}</span>
                {conversation.unreadCount > 0 && (
                  <span className="shrink-0 rounded-full bg-red-600 px-2 text-xs font-bold text-white">
                    {badgeText(conversation.unreadCount, 99)}
                    <span className="sr-only"> sin leer</span>
                  </span>
                )}
              </span>
              <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
                <span className="min-w-0 flex-1 truncate">{conversation.counterpartName}</span>
                {conversation.status === 'closed' && (
                  <span className="shrink-0 rounded bg-slate-200 px-1.5 text-xs text-slate-800">Cerrada</span>
                )}
              </span>
              <span className="truncate text-sm text-slate-600">{conversation.lastMessage ?? 'Sin mensajes todavía'}</span>
              <time dateTime={time} className="text-xs text-slate-600">
                {formatMessageTime(time)}
              </time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
