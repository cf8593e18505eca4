// docs/product/documents.md#the-institution: the documents this lead's buyer shared with the calling institution, and
// the officer's review of one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { LeadDocument, ReviewDocument } from '../../../../shared/schemas/buyer-documents';
import { apiRequest, getJson } from '../../../lib/api';

export const leadDocumentsKey = (leadId: string) => [apiPaths.leadDocuments(leadId)] as const;

export const leadDocumentsQuery = (leadId: string) =>
  queryOptions({ queryKey: leadDocumentsKey(leadId), queryFn: () => getJson<LeadDocument[]>(apiPaths.leadDocuments(leadId)) });

export const useLeadDocuments = (leadId: string) => useQuery(leadDocumentsQuery(leadId));

export function useReviewLeadDocument(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ docId, review }: { docId: string; review: ReviewDocument }) =>
      apiRequest('POST', apiPaths.leadDocumentReview(leadId, docId), review),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadDocumentsKey(leadId) }),
  });
}
