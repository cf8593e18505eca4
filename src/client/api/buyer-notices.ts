// The signed-in buyer's unread in-app notices: the banner under the header shows the newest, the connection-requests
// screen marks them read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { BuyerNotice } from '../../shared/schemas/leads';
import { getJson } from '../lib/api';

export const buyerNoticesKey = [apiPaths.userNotices] as const;

export const buyerNoticesQuery = () =>
  queryOptions({ queryKey: buyerNoticesKey, queryFn: () => getJson<BuyerNotice[]>(apiPaths.userNotices) });

export const useBuyerNotices = (enabled: boolean) => useQuery({ ...buyerNoticesQuery(), enabled });
