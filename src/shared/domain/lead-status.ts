// How one lead looks to one institution (docs/product/screens.md#leads-dashboard, docs/product/data.md#lead-row-state).

export type BankRequestStatus = 'pending' | 'accepted' | 'rejected';

/** The row state that decides the per-row action and the four counts. */
export const leadRowStates = ['none', 'available', 'waiting', 'accepted', 'unlocked', 'rejected'] as const;
export type LeadRowState = (typeof leadRowStates)[number];

export interface RequestFacts {
  status: 'pending' | 'accepted' | 'declined';
  paid: boolean;
  unlocked: boolean;
}

/** The buyer declines; the bank sees `rejected` (docs/product/data.md). */
export function bankStatus(status: RequestFacts['status']): BankRequestStatus {
  return status === 'declined' ? 'rejected' : status;
}

export function leadRowState(request: RequestFacts | null): LeadRowState {
  if (!request) return 'none';
  if (request.status === 'declined') return 'rejected';
  if (request.status === 'accepted') return request.unlocked ? 'unlocked' : 'accepted';
  return request.paid ? 'waiting' : 'available';
}
