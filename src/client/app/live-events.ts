// One EventSource per signed-in tab (docs/decisions/0047): each server event invalidates the queries it affects,
// so screens update without reloading. EventSource reconnects by itself and sends Last-Event-ID, so the server
// replays what was missed. Only when the stream cannot be opened at all do the screens fall back to polling.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPaths } from '../../shared/api-paths';
import { authUserKey, mayReadData, useAuth } from '../api/auth-user';
import { buyerNoticesKey } from '../api/buyer-notices';
import { unreadCountKey } from '../api/unread-count';
import { userLeadsKey } from '../api/user-leads';
import { bankLeadsKey } from '../api/bank-leads';
import { connectionRequestsKey } from '../features/connection-requests/api/connection-requests';
import { buyerConversationsKey, institutionConversationsKey } from '../features/messages/api/conversations';
import { setLivePollingFallback } from '../lib/live-refetch';

/** The first elements of the query keys that live events refresh, taken from the modules that own the keys. */
const liveKeys = {
  unreadCount: unreadCountKey[0],
  buyerConversations: buyerConversationsKey[0],
  institutionConversations: institutionConversationsKey[0],
  connectionRequests: connectionRequestsKey[0],
  buyerNotices: buyerNoticesKey[0],
  userLeads: userLeadsKey[0],
  bankLeads: bankLeadsKey[0],
  // The institution's notices (a revoked consent); keyed by their path like every query (docs/decisions/0083).
  institutionNotices: apiPaths.institutionNotices,
  // The buyer's open-request count ("N de M solicitudes abiertas") moves with each paid request.
  leadControls: apiPaths.leadControls,
} as const;

const reopenAfterMs = 30_000;

const conversationPrefixes = [liveKeys.buyerConversations, liveKeys.institutionConversations];

export function useLiveEvents() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // Staff and operators get the stream once their session passed a second factor (the server refuses it before).
  const userId = user && mayReadData(user) ? user.id : null;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const invalidate = (...prefixes: string[]) =>
      Promise.all(
        prefixes.map((prefix) => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(prefix) })),
      );
    const conversationChanged = (event: MessageEvent<string>) => {
      const { conversationId } = JSON.parse(event.data) as { conversationId: string };
      void invalidate(...conversationPrefixes, liveKeys.unreadCount);
      void queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).includes(`/${conversationId}/messages`) });
    };

    const open = () => {
      source = new EventSource(apiPaths.events);
      source.onopen = () => {
        setLivePollingFallback(false);
        // A new stream starts at the newest event, so whatever changed between a screen's first fetch and this
        // moment would be missed: refetch what the stream keeps fresh (only the queries on screen refetch).
        void invalidate(...Object.values(liveKeys));
      };
      source.onerror = () => {
        // CONNECTING means the browser is already retrying (and will send Last-Event-ID); CLOSED means it gave up.
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        setLivePollingFallback(true);
        reopen = setTimeout(open, reopenAfterMs);
      };
      source.addEventListener('message', conversationChanged);
      source.addEventListener('conversation', conversationChanged);
      source.addEventListener('unread', (event: MessageEvent<string>) => {
        const { count } = JSON.parse(event.data) as { count: number };
        queryClient.setQueryData(unreadCountKey, count);
      });
      source.addEventListener(
        'connection-request',
        () => void invalidate(liveKeys.connectionRequests, liveKeys.buyerNotices, liveKeys.userLeads, liveKeys.leadControls),
      );
      source.addEventListener('request-answered', () => void invalidate(liveKeys.bankLeads));
      source.addEventListener('consent-revoked', () => void invalidate(liveKeys.bankLeads, liveKeys.institutionNotices));
      source.addEventListener('session-ended', () => {
        source?.close();
        void queryClient.invalidateQueries({ queryKey: authUserKey });
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
      setLivePollingFallback(false);
    };
  }, [userId, queryClient]);
}
