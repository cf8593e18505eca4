// The development mailbox, asked again every few seconds; a 404 means this server has none, so it is not retried.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { DevMailbox } from '../../../../shared/schemas/dev-mailbox';
import { getJson, hasStatus } from '../../../lib/api';

export const devMailboxKey = [apiPaths.devMailbox] as const;

/** The server answers 404 where the mailbox does not exist (production, or SMTP configured). */
export const isMailboxMissing = (error: unknown) => hasStatus(error, 404);

export const devMailboxQuery = () =>
  queryOptions({
    queryKey: devMailboxKey,
    queryFn: () => getJson<DevMailbox>(apiPaths.devMailbox),
    refetchInterval: 3_000,
    retry: (count, error) => !isMailboxMissing(error) && count < 2,
  });

export const useDevMailbox = () => useQuery(devMailboxQuery());
