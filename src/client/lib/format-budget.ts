import { parseTargetPrice } from '../../shared/domain/target-price';
import { formatUsd } from './format';

/** The buyer typed the target price freely (SPEC §5); show it as USD when it reads as a number, else as typed. */
export function formatBudget(text: string): string {
  const dollars = parseTargetPrice(text);
  return dollars === null ? text : formatUsd(dollars);
}
