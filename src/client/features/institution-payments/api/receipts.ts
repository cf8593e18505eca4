// The signed-in institution's receipts: every confirmed payment, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { Receipt } from '../../../../shared/schemas/payment-ledger';
import { getJson } from '../../../lib/api';

export const receiptsKey = [apiPaths.institutionPayments] as const;

export const receiptsQuery = () => queryOptions({ queryKey: receiptsKey, queryFn: () => getJson<Receipt[]>(apiPaths.institutionPayments) });

export const useReceipts = () => useQuery(receiptsQuery());
