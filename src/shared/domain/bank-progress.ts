// docs/product/data.md#bank-progress-level-0-5 and its manual transitions. The screen offers only the next step;
// the server accepts only that step (docs/product/validation.md#the-server-recomputes-every-result) and answers 409 to anything else.

export interface BankProgressFlags {
  contactMade: boolean;
  connectionStatus: 'accepted' | 'declined' | null;
  formsSubmitted: boolean;
  preApproved: boolean;
  approved: boolean;
}

export const bankProgressLabels = [
  'Sin contactar',
  'Contacto realizado',
  'Conexión aceptada',
  'Formularios enviados',
  'Pre-aprobado',
  'Aprobado',
] as const;
export const maxBankProgressLevel = bankProgressLabels.length - 1;
export type BankProgressLevel = 0 | 1 | 2 | 3 | 4 | 5;

/** The highest true flag wins; a declined connection stays at "Contacto realizado". */
export function bankProgressLevel(flags: BankProgressFlags): BankProgressLevel {
  if (flags.approved) return 5;
  if (flags.preApproved) return 4;
  if (flags.formsSubmitted) return 3;
  if (flags.connectionStatus === 'accepted') return 2;
  if (flags.contactMade) return 1;
  return 0;
}

/** Level 4 (pre-approved) and above is shown green. */
export const isAdvancedLevel = (level: BankProgressLevel) => level >= 4;

export type BankProgressChange =
  { connectionStatus: 'accepted' | 'declined' } | { formsSubmitted: true } | { preApproved: true } | { approved: true };

export type BankProgressStep = 'connectionStatus' | 'formsSubmitted' | 'preApproved' | 'approved';

/** The one step the buyer may take now, or null when there is none (not contacted, declined, or approved). */
export function nextBankProgressStep(flags: BankProgressFlags): BankProgressStep | null {
  if (flags.contactMade && flags.connectionStatus === null) return 'connectionStatus';
  if (flags.connectionStatus === 'accepted' && !flags.formsSubmitted) return 'formsSubmitted';
  if (flags.formsSubmitted && !flags.preApproved) return 'preApproved';
  if (flags.preApproved && !flags.approved) return 'approved';
  return null;
}

function stepOfChange(change: BankProgressChange): BankProgressStep {
  if ('connectionStatus' in change) return 'connectionStatus';
  if ('formsSubmitted' in change) return 'formsSubmitted';
  if ('preApproved' in change) return 'preApproved';
  return 'approved';
}

export const isAllowedBankProgressChange = (flags: BankProgressFlags, change: BankProgressChange) =>
  nextBankProgressStep(flags) === stepOfChange(change);
