import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { DocumentsProfile, DocumentsRecord } from '../../../../shared/schemas/documents';
import { progressKey } from '../../../api/progress';
import { toast } from '../../../components/ui/toast-store';
import { postJson } from '../../../lib/api';

/** The server generates the list from the profile and stores it in the buyer's progress. */
export function useSaveDocumentsProfile(onSaved: (record: DocumentsRecord) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: DocumentsProfile) => postJson<DocumentsRecord>(apiPaths.documents, profile),
    onSuccess: async (record) => {
      onSaved(record);
      toast({ title: 'Lista generada', description: 'Guardamos tu lista de documentos en tu progreso.', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: progressKey });
    },
    onError: () =>
      toast({ title: 'Error', description: 'No se pudo generar tu lista de documentos. Inténtalo de nuevo.', variant: 'destructive' }),
  });
}
