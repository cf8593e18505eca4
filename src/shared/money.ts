// Money is stored in integer cents (ARCHITECTURE conventions) and travels in dollars.
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
export const centsToDollars = (cents: number) => cents / 100;

/**
 * A price in dollars as a person types it ("145000", "145,000", "$145,000.00", "$ 145000.5"), in cents; undefined
 * when empty, 'invalid' when it is not such a price. The listing form and the CSV import read prices by this one rule.
 */
export function typedDollarsToCents(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return 'invalid';
  const dollars = Number(match[1]!.replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}
