// POST /api/admin/listings/import: the operator's CSV, first as a preview (`dryRun`), then for real.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { ListingImportResult } from '../../../../shared/schemas/listings';
import { postJson } from '../../../lib/api';
import { listingsApis, ownerListingsKey } from './listings';

export const usePreviewImport = () =>
  useMutation({ mutationFn: (csv: string) => postJson<ListingImportResult>(apiPaths.admin.listingsImport, { csv, dryRun: true }) });

export function useImportListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => postJson<ListingImportResult>(apiPaths.admin.listingsImport, { csv }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerListingsKey(listingsApis.admin) }),
  });
}
