// docs/product/documents.md: the buyer's uploaded papers, their "No aplica" marks and their shares. Uploads go
// through lib/upload.ts (they need a progress bar); every other call is an ordinary JSON one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { MyDocuments } from '../../../../shared/schemas/buyer-documents';
import { apiRequest, getJson } from '../../../lib/api';

export const myDocumentsKey = [apiPaths.myDocuments] as const;

export const myDocumentsQuery = () => queryOptions({ queryKey: myDocumentsKey, queryFn: () => getJson<MyDocuments>(apiPaths.myDocuments) });

/** Asks again every few seconds while a file waits for its virus scan, so "Revisando…" turns into "Subido" by itself. */
export const useMyDocuments = () =>
  useQuery({
    ...myDocumentsQuery(),
    refetchInterval: (query) => (query.state.data?.documents.some((document) => document.scan === 'pending') ? 3_000 : false),
  });

export function useRefreshMyDocuments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: myDocumentsKey });
}

/** Every change answers with something small or nothing; the list is read again from the server. */
function useDocumentsMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const refresh = useRefreshMyDocuments();
  return useMutation({ mutationFn, onSettled: refresh });
}

export const useDeleteDocument = () => useDocumentsMutation((id: string) => apiRequest('DELETE', apiPaths.myDocument(id)));

export const useMarkNotApplicable = () =>
  useDocumentsMutation(({ item, notApplicable }: { item: string; notApplicable: boolean }) =>
    apiRequest('PUT', apiPaths.myDocumentItemNotApplicable(item), { notApplicable }),
  );

export const useShareDocuments = () =>
  useDocumentsMutation((input: { institutionId: string; documentIds: string[]; days: number }) =>
    apiRequest('POST', apiPaths.documentShares, input),
  );

export const useEndShare = () => useDocumentsMutation((shareId: string) => apiRequest('DELETE', apiPaths.documentShare(shareId)));

export const useExtendShare = () =>
  useDocumentsMutation(({ shareId, days }: { shareId: string; days: number }) =>
    apiRequest('PATCH', apiPaths.documentShare(shareId), { days }),
  );
