import { describe, expect, it } from 'vitest';
import { bankStatus, leadRowState } from './lead-status';

describe('leadRowState', () => {
  it('walks the connection request through its states (docs/product/data.md)', () => {
    expect(leadRowState(null)).toBe('none');
    expect(leadRowState({ status: 'pending', paid: false, unlocked: false })).toBe('available');
    expect(leadRowState({ status: 'pending', paid: true, unlocked: false })).toBe('waiting');
    expect(leadRowState({ status: 'accepted', paid: true, unlocked: false })).toBe('accepted');
    expect(leadRowState({ status: 'accepted', paid: true, unlocked: true })).toBe('unlocked');
    expect(leadRowState({ status: 'declined', paid: true, unlocked: false })).toBe('rejected');
  });

  it('shows the bank `rejected` when the buyer declined', () => {
    expect(bankStatus('declined')).toBe('rejected');
    expect(bankStatus('accepted')).toBe('accepted');
    expect(bankStatus('pending')).toBe('pending');
  });
});
