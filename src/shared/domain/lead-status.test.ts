import { describe, expect, it } from 'vitest';
import { bankStatus, leadRowState } from './lead-status';

describe('leadRowState', () => {
  it('walks the connection request through its states (docs/product/data.md)', () => {
    expect(leadRowState(null)).toBe('none');
    expect(leadRowState({ status: 'pending', paid: false, unlocked: false, revoked: false })).toBe('available');
    expect(leadRowState({ status: 'pending', paid: true, unlocked: false, revoked: false })).toBe('waiting');
    expect(leadRowState({ status: 'accepted', paid: true, unlocked: false, revoked: false })).toBe('accepted');
    expect(leadRowState({ status: 'accepted', paid: true, unlocked: true, revoked: false })).toBe('unlocked');
    expect(leadRowState({ status: 'declined', paid: true, unlocked: false, revoked: false })).toBe('rejected');
    expect(leadRowState({ status: 'accepted', paid: true, unlocked: true, revoked: true })).toBe('revoked');
    expect(leadRowState({ status: 'accepted', paid: true, unlocked: false, revoked: true })).toBe('revoked');
  });

  it('shows a lead closed to new requests only to institutions that have not paid one (docs/product/buyer-control.md)', () => {
    expect(leadRowState(null, true)).toBe('closed');
    expect(leadRowState({ status: 'pending', paid: false, unlocked: false, revoked: false }, true)).toBe('closed');
    expect(leadRowState({ status: 'pending', paid: true, unlocked: false, revoked: false }, true)).toBe('waiting');
    expect(leadRowState({ status: 'accepted', paid: true, unlocked: true, revoked: false }, true)).toBe('unlocked');
  });

  it('shows the bank `rejected` when the buyer declined', () => {
    expect(bankStatus('declined')).toBe('rejected');
    expect(bankStatus('accepted')).toBe('accepted');
    expect(bankStatus('pending')).toBe('pending');
  });
});
