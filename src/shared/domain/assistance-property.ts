// A listing against the assistance programme's property rules (docs/product/programme.md#property-rules): the badge
// "Elegible para Pronto pa' tu casa: sí / no (por qué) / por confirmar". Only what the listing knows is judged; what
// it does not know is "por confirmar", never a guess. Pure, so the listing, its detail and the calculator agree.
import type { AssistanceParameters } from '../programme';
import { assistanceNotOpenText } from './assistance';

/** A listing's answer to one question: the seller's "sí", "no", or not known yet. */
export type ListingFact = 'si' | 'no' | 'desconocido';

export interface ListingPropertyFacts {
  floodZone: ListingFact;
  /** Built in concrete. */
  construction: ListingFact;
  vacantAtClosing: ListingFact;
  urbanCentreCertified: ListingFact;
}

export type AssistancePropertyVerdict = 'si' | 'no' | 'por-confirmar';

export interface AssistancePropertyCheck {
  verdict: AssistancePropertyVerdict;
  /** "Elegible para Pronto pa' tu casa: sí" (or no, or por confirmar). */
  label: string;
  /** Why not (verdict 'no'): the programme is closed, or a rule the house breaks. */
  reasons: string[];
  /** What the seller still has to confirm (verdict 'por-confirmar', or besides a 'no'). */
  toConfirm: string[];
  /** In a flood zone under a programme that asks for it: flood insurance is required (and priced); null when unknown. */
  floodInsuranceRequired: boolean | null;
  /** The certified urban centre's bonus in dollars when it applies; 0 when it does not, null when unknown. */
  urbanCentreBonus: number | null;
}

export const assistancePropertyCopy = {
  verdict: { si: 'sí', no: 'no', 'por-confirmar': 'por confirmar' } satisfies Record<AssistancePropertyVerdict, string>,
  notConcrete: 'no es de construcción en hormigón',
  notVacant: 'no estará desocupada al cierre',
  confirmConcrete: 'si es de construcción en hormigón',
  confirmVacant: 'si estará desocupada al cierre',
} as const;

export function assistancePropertyCheck(listing: ListingPropertyFacts, a: AssistanceParameters): AssistancePropertyCheck {
  const rules = a.propertyRules;
  const reasons: string[] = [];
  const toConfirm: string[] = [];
  const notOpen = assistanceNotOpenText(a);
  if (notOpen) reasons.push(notOpen);
  if (rules.concreteRequired) {
    if (listing.construction === 'no') reasons.push(assistancePropertyCopy.notConcrete);
    if (listing.construction === 'desconocido') toConfirm.push(assistancePropertyCopy.confirmConcrete);
  }
  if (rules.vacantRequired) {
    if (listing.vacantAtClosing === 'no') reasons.push(assistancePropertyCopy.notVacant);
    if (listing.vacantAtClosing === 'desconocido') toConfirm.push(assistancePropertyCopy.confirmVacant);
  }
  const verdict: AssistancePropertyVerdict = reasons.length > 0 ? 'no' : toConfirm.length > 0 ? 'por-confirmar' : 'si';
  const floodInsuranceRequired = !rules.floodInsuranceInFloodZone
    ? false
    : listing.floodZone === 'desconocido'
      ? null
      : listing.floodZone === 'si';
  const urbanCentreBonus =
    notOpen || a.amounts.urbanCentreBonus === 0
      ? 0
      : listing.urbanCentreCertified === 'desconocido'
        ? null
        : listing.urbanCentreCertified === 'si'
          ? a.amounts.urbanCentreBonus
          : 0;
  return {
    verdict,
    label: `Elegible para ${a.name}: ${assistancePropertyCopy.verdict[verdict]}`,
    reasons,
    toConfirm,
    floodInsuranceRequired,
    urbanCentreBonus,
  };
}
