// Listings for API tests (docs/product/listings.md): a valid form, and a published listing made over HTTP by its publisher.
import type { FastifyInstance } from 'fastify';
import type { ListingFieldsInput, OwnerListing } from '../shared/schemas/listings';
import { requestsTo, type Caller } from './requests';

export function listingInput(overrides: Partial<ListingFieldsInput> = {}): ListingFieldsInput {
  return {
    title: 'Casa con patio en Caguas',
    description: 'Casa de tres cuartos y dos baños, cerca de la plaza y de las escuelas.',
    priceCents: 15_000_000,
    type: 'casa',
    municipality: 'Caguas',
    barrio: 'Bairoa',
    addressLine: 'Calle Girasol 12, Urb. Las Flores',
    sizeM2: 120,
    bedrooms: 3,
    bathrooms: 2,
    lotSizeM2: 300,
    floodZone: 'no',
    yearBuilt: 1998,
    contactMethod: 'Oficina de bienes raíces, (787) 555-0100',
    ...overrides,
  };
}

/** `base` is /api/institution/listings for staff, /api/admin/listings for the operator. */
export async function createListing(
  app: FastifyInstance,
  publisher: Caller,
  overrides: Partial<ListingFieldsInput> = {},
  options: { base?: string; status?: 'draft' | 'published' | 'sold' } = {},
): Promise<OwnerListing> {
  const { as } = requestsTo(app);
  const base = options.base ?? '/api/institution/listings';
  const created = await as(publisher).post(base, listingInput(overrides));
  if (created.statusCode !== 201) throw new Error(`listing failed: ${created.statusCode} ${created.body}`);
  const listing = created.json() as OwnerListing;
  const status = options.status ?? 'published';
  if (status === 'draft') return listing;
  // A listing is sold after it was on sale (a draft cannot be marked sold).
  let moved = listing;
  for (const next of status === 'sold' ? (['published', 'sold'] as const) : ([status] as const)) {
    const response = await as(publisher).patch(`${base}/${listing.id}`, { status: next });
    if (response.statusCode !== 200) throw new Error(`status change failed: ${response.statusCode} ${response.body}`);
    moved = response.json() as OwnerListing;
  }
  return moved;
}
