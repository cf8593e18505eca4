import { useQuery } from '@tanstack/react-query';
import type { BankContactItem } from '../../shared/schemas/bank-contact';

export const bankContactKey = ['/api/bank-contact-progress'] as const;

/** One tracking row per bank the buyer has written to (SPEC §2 "Bank contact tracking"). */
export function useBankContacts() {
  return useQuery<BankContactItem[]>({ queryKey: bankContactKey });
}
