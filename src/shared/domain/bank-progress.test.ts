import { describe, expect, it } from 'vitest';
import {
  bankProgressLabels,
  bankProgressLevel,
  isAdvancedLevel,
  isAllowedBankProgressChange,
  nextBankProgressStep,
  type BankProgressFlags,
} from './bank-progress';

const none: BankProgressFlags = { contactMade: false, connectionStatus: null, formsSubmitted: false, preApproved: false, approved: false };
const contacted: BankProgressFlags = { ...none, contactMade: true };
const accepted: BankProgressFlags = { ...contacted, connectionStatus: 'accepted' };
const formsSent: BankProgressFlags = { ...accepted, formsSubmitted: true };
const preApproved: BankProgressFlags = { ...formsSent, preApproved: true };
const approved: BankProgressFlags = { ...preApproved, approved: true };

describe('bankProgressLevel (docs/product/data.md)', () => {
  it.each([
    [none, 0, 'Sin contactar'],
    [contacted, 1, 'Contacto realizado'],
    [{ ...contacted, connectionStatus: 'declined' as const }, 1, 'Contacto realizado'],
    [accepted, 2, 'Conexión aceptada'],
    [formsSent, 3, 'Formularios enviados'],
    [preApproved, 4, 'Pre-aprobado'],
    [approved, 5, 'Aprobado'],
  ])('%o is level %i, "%s"', (flags, level, label) => {
    expect(bankProgressLevel(flags)).toBe(level);
    expect(bankProgressLabels[bankProgressLevel(flags)]).toBe(label);
  });

  it('lets the highest true flag win even when a lower one is missing', () => {
    expect(bankProgressLevel({ ...none, approved: true })).toBe(5);
  });

  it('shows level 4 and above green', () => {
    expect([0, 1, 2, 3, 4, 5].map((level) => isAdvancedLevel(level as 0))).toEqual([false, false, false, false, true, true]);
  });
});

describe('manual transitions (docs/product/data.md)', () => {
  it('offers exactly one next step per state', () => {
    expect(nextBankProgressStep(none)).toBeNull();
    expect(nextBankProgressStep(contacted)).toBe('connectionStatus');
    expect(nextBankProgressStep(accepted)).toBe('formsSubmitted');
    expect(nextBankProgressStep({ ...contacted, connectionStatus: 'declined' })).toBeNull();
    expect(nextBankProgressStep(formsSent)).toBe('preApproved');
    expect(nextBankProgressStep(preApproved)).toBe('approved');
    expect(nextBankProgressStep(approved)).toBeNull();
  });

  it('allows accepting or declining only after contact and before any answer', () => {
    expect(isAllowedBankProgressChange(contacted, { connectionStatus: 'accepted' })).toBe(true);
    expect(isAllowedBankProgressChange(contacted, { connectionStatus: 'declined' })).toBe(true);
    expect(isAllowedBankProgressChange(none, { connectionStatus: 'accepted' })).toBe(false);
    expect(isAllowedBankProgressChange(accepted, { connectionStatus: 'declined' })).toBe(false);
  });

  it('refuses skipping a step, repeating one, or going on after a decline', () => {
    expect(isAllowedBankProgressChange(contacted, { formsSubmitted: true })).toBe(false);
    expect(isAllowedBankProgressChange(accepted, { approved: true })).toBe(false);
    expect(isAllowedBankProgressChange(formsSent, { formsSubmitted: true })).toBe(false);
    expect(isAllowedBankProgressChange({ ...contacted, connectionStatus: 'declined' }, { formsSubmitted: true })).toBe(false);
    expect(isAllowedBankProgressChange(approved, { approved: true })).toBe(false);
  });

  it('walks the whole path from contact to approval', () => {
    expect(isAllowedBankProgressChange(accepted, { formsSubmitted: true })).toBe(true);
    expect(isAllowedBankProgressChange(formsSent, { preApproved: true })).toBe(true);
    expect(isAllowedBankProgressChange(preApproved, { approved: true })).toBe(true);
  });
});
