// A lead's target price is the one thing the buyer types that every institution reads before unlock, so it is
// read as a price or refused (docs/decisions/0068): one amount or a range, in whole thousands of dollars, within
// sane bounds. Free text here would let an e-mail or a phone number reach every institution.
import { formatUsd } from '../format';

export const targetPriceCopy = {
  empty: 'Ingresa el precio objetivo',
  notAPrice: 'Escribe solo un precio, por ejemplo $185,000 o 150,000-200,000',
  hint: 'Solo el precio: $185,000, 185k o un rango como 150,000-200,000',
} as const;

/** Home prices the programme can mean; outside them a number is more likely a phone number than a price. */
export const targetPriceBounds = { min: 10_000, max: 2_000_000 } as const;
/** Amounts are kept to the nearest thousand: a price needs no more, and a number cannot carry a phone number. */
const step = 1_000;
const maxLength = 40;

export interface TargetPrice {
  low: number;
  high: number;
}

// ASCII digits only (\d never matches other scripts' digits); "$", thousands with commas, cents, or "k".
const amountPattern = /^\$?\s*(?:(\d{1,3}(?:,\d{3})+|\d{1,7})(?:\.\d{1,2})?(?:\s*(?:usd|dólares|dolares))?|(\d{1,4}(?:\.\d{1,3})?)\s*k)$/i;
const rangeSeparator = /\s*[-–—]\s*|\s+(?:a|hasta)\s+/i;

function readAmount(text: string): number | null {
  const match = amountPattern.exec(text);
  if (!match) return null;
  const dollars = match[2] !== undefined ? Number(match[2]) * 1000 : Number(text.replace(/[^\d.]/g, ''));
  if (!Number.isFinite(dollars) || dollars < targetPriceBounds.min || dollars > targetPriceBounds.max) return null;
  return Math.round(dollars / step) * step;
}

/** "$185,000", "185k", "150,000-200,000", "$150k - $200k" → {low, high} in whole dollars; anything else → null. */
export function parseTargetPrice(text: string): TargetPrice | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > maxLength) return null;
  const parts = trimmed.split(rangeSeparator);
  if (parts.length > 2) return null;
  const amounts = parts.map(readAmount);
  if (amounts.some((amount) => amount === null)) return null;
  const [low, high = low] = amounts as number[];
  return low! <= high! ? { low: low!, high: high! } : null;
}

/** The one way a target price is written, stored and shown: "$185,000" or "$150,000 – $200,000". */
export function formatTargetPrice(price: TargetPrice): string {
  return price.low === price.high ? formatUsd(price.low) : `${formatUsd(price.low)} – ${formatUsd(price.high)}`;
}

/** The dollars the budget filter compares: the amount, or a range's midpoint. */
export function targetPriceDollars(price: TargetPrice): number {
  return Math.round((price.low + price.high) / 2);
}
