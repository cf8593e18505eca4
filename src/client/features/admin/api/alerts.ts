// The alerts the security watch raised, not yet reviewed first; an operator marks one as reviewed.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { SecurityAlert, SecurityAlertList } from '../../../../shared/schemas/security';
import { getJson, postJson } from '../../../lib/api';

export const alertsKey = [apiPaths.admin.alerts] as const;

export const alertsQuery = () => queryOptions({ queryKey: alertsKey, queryFn: () => getJson<SecurityAlertList>(apiPaths.admin.alerts) });

export const useAlerts = () => useQuery(alertsQuery());

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => postJson<SecurityAlert>(apiPaths.admin.alertAcknowledge(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
}
