// The lead's target price is free text (SPEC §5 "no numeric check"); read it as dollars when it is a number,
// so institutions can filter by budget.

/** "$150,000", "150000", "150,000.00" → 150000; anything that is not plainly a number → null. */
export function parseTargetPrice(text: string): number | null {
  const trimmed = text.trim().replace(/^\$\s*/, '').replace(/\s*(usd|dólares|dolares)$/i, '');
  if (!/^\d{1,3}(,\d{3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const dollars = Math.round(Number(trimmed.replace(/,/g, '')));
  return Number.isSafeInteger(dollars) && dollars <= 100_000_000 ? dollars : null;
}
