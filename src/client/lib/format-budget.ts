import { formatTargetPrice, parseTargetPrice } from '../../shared/domain/target-price';

/** The server stores the normalised price (docs/decisions/0068); anything that does not read as one is not shown. */
export function formatBudget(text: string): string {
  const price = parseTargetPrice(text);
  return price ? formatTargetPrice(price) : '—';
}
