// One tracking row per bank the buyer has written to (docs/product/screens.md#bank-contact-tracking): the bank-contact screen
// shows them, the dashboard sums them up, the calculator's outreach adds to them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { BankContactItem } from '../../shared/schemas/bank-contact';
import { getJson } from '../lib/api';

export const bankContactKey = [apiPaths.bankContactProgress] as const;

export const bankContactsQuery = () =>
  queryOptions({
    queryKey: bankContactKey,
    queryFn: () => getJson<BankContactItem[]>(apiPaths.bankContactProgress),
  });

export const useBankContacts = () => useQuery(bankContactsQuery());
