// The console's document counts and sizes: never a file, a name or a buyer (docs/product/documents.md#the-operator).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { DocumentStats } from '../../../../shared/schemas/lead-documents';
import { getJson } from '../../../lib/api';

export const documentStatsKey = [apiPaths.admin.documentStats] as const;

export const documentStatsQuery = () =>
  queryOptions({ queryKey: documentStatsKey, queryFn: () => getJson<DocumentStats>(apiPaths.admin.documentStats) });

export const useDocumentStats = () => useQuery(documentStatsQuery());
