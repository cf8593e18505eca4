// The console's lead counts: by municipality, status and week, and the dialog variants compared.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { LeadStats } from '../../../../shared/schemas/admin';
import { getJson } from '../../../lib/api';

export const leadStatsKey = [apiPaths.admin.leadStats] as const;

export const leadStatsQuery = () => queryOptions({ queryKey: leadStatsKey, queryFn: () => getJson<LeadStats>(apiPaths.admin.leadStats) });

export const useLeadStats = () => useQuery(leadStatsQuery());
