// GET /api/properties/{id} for the calculator at one listing (docs/product/programme.md#property-tax): its price,
// municipality, flood zone and CRIM bill.
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { PropertyDetail } from '../../../../shared/schemas/listings';
import { getJson, hasStatus } from '../../../lib/api';

export const useListing = (id: string) =>
  useQuery({
    queryKey: [apiPaths.property(id), 'calculator'],
    queryFn: () => getJson<PropertyDetail>(apiPaths.property(id)),
    enabled: id !== '',
    // A 404 (sold, withdrawn) is an answer: the calculator goes on without it.
    retry: (failures, error) => !hasStatus(error, 404) && failures < 2,
  });
