import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { ContactHolder } from '../../../../shared/schemas/leads';
import { getJson } from '../../../lib/api';

export const contactHoldersKey = [apiPaths.userContactHolders] as const;

export const contactHoldersQuery = () =>
  queryOptions({
    queryKey: contactHoldersKey,
    queryFn: () => getJson<ContactHolder[]>(apiPaths.userContactHolders),
  });

/** docs/product/roles.md#consent-is-recorded: the institutions that hold the buyer's contact details right now. */
export const useContactHolders = () => useQuery(contactHoldersQuery());
