// The console's incidents: the list, one incident's exposed buyers, opening one and sending its notice.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { CreateIncidentInput, ExposedBuyer, Incident } from '../../../../shared/schemas/incidents';
import { getJson, postJson } from '../../../lib/api';

export const incidentsKey = [apiPaths.admin.incidents] as const;

export const incidentsQuery = () => queryOptions({ queryKey: incidentsKey, queryFn: () => getJson<Incident[]>(apiPaths.admin.incidents) });
export const useIncidents = () => useQuery(incidentsQuery());

export const exposureQuery = (id: string) =>
  queryOptions({
    queryKey: [apiPaths.admin.incidentExposure(id)],
    queryFn: () => getJson<{ buyers: ExposedBuyer[] }>(apiPaths.admin.incidentExposure(id)),
  });
export const useExposure = (id: string) => useQuery(exposureQuery(id));

export function useOpenIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateIncidentInput) => postJson<Incident>(apiPaths.admin.incidents, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentsKey }),
  });
}

export function useSendIncidentNotice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => postJson<{ sent: number }>(apiPaths.admin.incidentNotices(id), { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentsKey }),
  });
}
