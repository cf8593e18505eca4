// docs/product/buyer-control.md: the buyer's limit on open requests, the pause and the contact preferences, all kept
// on their one lead. Each change answers with the whole controls, which replace the cached ones.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { ContactPreferences, LeadControls } from '../../../../shared/schemas/buyer-control';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage, getJson, sendJson } from '../../../lib/api';

export const leadControlsKey = [apiPaths.leadControls] as const;

export const leadControlsQuery = () =>
  queryOptions({ queryKey: leadControlsKey, queryFn: () => getJson<LeadControls | null>(apiPaths.leadControls) });

/** Null before the buyer asked to be contacted: no lead, nothing to control. */
export const useLeadControls = (hasLead: boolean) => useQuery({ ...leadControlsQuery(), enabled: hasLead });

function useControlsChange<T>(
  send: (input: T) => Promise<LeadControls>,
  done: (controls: LeadControls) => string,
  { toastErrors }: { toastErrors: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (controls) => {
      queryClient.setQueryData(leadControlsKey, controls);
      toast({ title: done(controls), variant: 'success' });
    },
    onError: (error) => {
      if (toastErrors)
        toast({ title: 'No se pudo guardar', description: errorMessage(error, 'Inténtalo de nuevo.'), variant: 'destructive' });
    },
  });
}

/** Its errors are shown on the form, under the field they concern, with what the buyer chose kept. */
export const useSaveContactPreferences = () =>
  useControlsChange(
    (prefs: ContactPreferences) => sendJson<LeadControls>('PUT', apiPaths.contactPreferences, prefs),
    () => 'Preferencias de contacto guardadas',
    { toastErrors: false },
  );

export const useSetLeadPause = () =>
  useControlsChange(
    (paused: boolean) => sendJson<LeadControls>('PUT', apiPaths.leadPause, { paused }),
    (controls) => (controls.paused ? 'Solicitudes nuevas pausadas' : 'Solicitudes nuevas reanudadas'),
    { toastErrors: true },
  );

export const useSetRequestLimit = () =>
  useControlsChange(
    (requestLimit: number | null) => sendJson<LeadControls>('PUT', apiPaths.requestLimit, { requestLimit }),
    () => 'Límite de solicitudes guardado',
    { toastErrors: false },
  );
