// How one lead looks to one institution (docs/product/screens.md#leads-dashboard, docs/product/data.md#lead-row-state).

export type BankRequestStatus = 'pending' | 'accepted' | 'rejected';

/**
 * The row state that decides the per-row action and the counts. `closed`: the buyer takes no new requests for now
 * (paused, or at their limit of open requests); `revoked`: the buyer withdrew an acceptance (docs/product/buyer-control.md).
 */
export const leadRowStates = ['none', 'available', 'waiting', 'accepted', 'unlocked', 'rejected', 'revoked', 'closed'] as const;
export type LeadRowState = (typeof leadRowStates)[number];

export interface RequestFacts {
  status: 'pending' | 'accepted' | 'declined';
  paid: boolean;
  unlocked: boolean;
  revoked: boolean;
}

/** The buyer declines; the bank sees `rejected` (docs/product/data.md). */
export function bankStatus(status: RequestFacts['status']): BankRequestStatus {
  return status === 'declined' ? 'rejected' : status;
}

/** `closedToRequests` matters only while this institution has not paid a request: a paid one stays where it is. */
export function leadRowState(request: RequestFacts | null, closedToRequests = false): LeadRowState {
  if (!request) return closedToRequests ? 'closed' : 'none';
  if (request.revoked) return 'revoked';
  if (request.status === 'declined') return 'rejected';
  if (request.status === 'accepted') return request.unlocked ? 'unlocked' : 'accepted';
  if (request.paid) return 'waiting';
  return closedToRequests ? 'closed' : 'available';
}
