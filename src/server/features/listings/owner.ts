// Who publishes a listing (docs/product/listings.md#who-publishes): an institution's staff, or the operator.
import type { FastifyRequest } from 'fastify';
import { staffOf, viewerOf } from '../../http/access';

export type ListingOwner =
  /** Staff act for their institution, taken from the session. */
  | { kind: 'institution'; institutionId: string; userId: string }
  /** The operator acts for the programme and may change any listing. */
  | { kind: 'operator'; userId: string };

export function institutionOwnerOf(request: FastifyRequest): ListingOwner {
  const staff = staffOf(request);
  return { kind: 'institution', institutionId: staff.institutionId, userId: staff.userId };
}

export function operatorOwnerOf(request: FastifyRequest): ListingOwner {
  return { kind: 'operator', userId: viewerOf(request).userId };
}
