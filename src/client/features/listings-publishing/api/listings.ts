// The publishing screens' calls (docs/product/listings.md#who-publishes): the same calls under the institution's base
// or the operator's, chosen by the screen. Every key starts with the base's list path, so one invalidation refreshes
// the list and the open listing alike.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { ListingFields, ListingStatus, OwnerListing, OwnerListingsPage, UpdateListing } from '../../../../shared/schemas/listings';
import { apiRequest, getJson, postJson, sendJson } from '../../../lib/api';
import { queryString } from '../../../lib/query-string';

export type Publisher = 'institution' | 'admin';

export interface ListingsApi {
  list: string;
  one: (id: string) => string;
  photos: (id: string) => string;
  photo: (id: string, photoId: string) => string;
}

export const listingsApis: Record<Publisher, ListingsApi> = {
  institution: {
    list: apiPaths.institutionListings,
    one: apiPaths.institutionListing,
    photos: apiPaths.institutionListingPhotos,
    photo: apiPaths.institutionListingPhoto,
  },
  admin: {
    list: apiPaths.admin.listings,
    one: apiPaths.admin.listing,
    photos: apiPaths.admin.listingPhotos,
    photo: apiPaths.admin.listingPhoto,
  },
};

export const ownerListingsKey = (api: ListingsApi) => [api.list] as const;

export const ownerListingsQuery = (api: ListingsApi, status: ListingStatus | null) =>
  infiniteQueryOptions({
    queryKey: [...ownerListingsKey(api), 'list', status ?? 'all'] as const,
    queryFn: ({ pageParam }) =>
      getJson<OwnerListingsPage>(`${api.list}${queryString({ status: status ?? undefined, cursor: pageParam ?? undefined })}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useOwnerListings = (api: ListingsApi, status: ListingStatus | null) => useInfiniteQuery(ownerListingsQuery(api, status));

export const ownerListingQuery = (api: ListingsApi, id: string) =>
  queryOptions({ queryKey: [...ownerListingsKey(api), 'one', id] as const, queryFn: () => getJson<OwnerListing>(api.one(id)) });

export const useOwnerListing = (api: ListingsApi, id: string) => useQuery(ownerListingQuery(api, id));

/** Reads the list and the open listing again after any change (photos included). */
export function useRefreshListings(api: ListingsApi) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ownerListingsKey(api) });
}

/** "Nueva propiedad": created as a draft. */
export function useCreateListing(api: ListingsApi) {
  const refresh = useRefreshListings(api);
  return useMutation({ mutationFn: (fields: ListingFields) => postJson<OwnerListing>(api.list, fields), onSuccess: refresh });
}

/** Its fields, or a move between draft, published and sold. */
export function useUpdateListing(api: ListingsApi, id: string) {
  const refresh = useRefreshListings(api);
  return useMutation({ mutationFn: (patch: UpdateListing) => sendJson<OwnerListing>('PATCH', api.one(id), patch), onSuccess: refresh });
}

export function useDeletePhoto(api: ListingsApi, id: string) {
  const refresh = useRefreshListings(api);
  return useMutation({
    mutationFn: (photoId: string) => apiRequest('DELETE', api.photo(id, photoId)),
    onSuccess: refresh,
  });
}
