// The console's check of a consent certificate: the record a verification code belongs to (docs/product/buyer-control.md#proof-of-consent).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { ConsentRecordLookup } from '../../../../shared/schemas/consent-record';
import { getJson } from '../../../lib/api';

export const consentRecordKey = (code: string) => [apiPaths.admin.consentRecord(code)] as const;

export const consentRecordQuery = (code: string) =>
  queryOptions({ queryKey: consentRecordKey(code), queryFn: () => getJson<ConsentRecordLookup>(apiPaths.admin.consentRecord(code)) });

/** Asks only once a code was submitted (an empty code is no question). */
export const useConsentRecord = (code: string) => useQuery({ ...consentRecordQuery(code), enabled: code !== '' });
