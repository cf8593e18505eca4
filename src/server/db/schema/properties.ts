import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { institutions } from './institutions';
import { connectionRequests } from './leads';

/**
 * Homes for sale (docs/product/listings.md): published by an institution or by the programme's operator
 * (`institution_id` null), plus the six sample homes seeded at start (`is_example`).
 */
export const properties = pgTable(
  'properties',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
    sizeM2: integer('size_m2').notNull(),
    type: text('type', { enum: ['casa', 'solar', 'reparacion'] }).notNull(),
    municipality: text('municipality').notNull(),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    description: text('description').notNull(),
    /** The sample homes' drawing under public/; listings show their photos instead. */
    imageUrl: text('image_url'),
    /** The publishing institution; null when the programme's operator published it. */
    institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['draft', 'published', 'sold'] })
      .notNull()
      .default('draft'),
    isExample: boolean('is_example').notNull().default(false),
    barrio: text('barrio'),
    /** Shown to a buyer only after "Me interesa" (docs/product/listings.md#the-address). */
    addressLine: text('address_line'),
    lotSizeM2: integer('lot_size_m2'),
    floodZone: text('flood_zone', { enum: ['si', 'no', 'desconocido'] })
      .notNull()
      .default('desconocido'),
    yearBuilt: integer('year_built'),
    /** The CRIM's yearly property tax bill, when the seller knows it (docs/product/programme.md#property-rules). */
    crimAnnualTaxCents: integer('crim_annual_tax_cents'),
    // What the assistance programme's property rules ask of the house (src/shared/domain/assistance-property.ts).
    /** Built in concrete. */
    construction: text('construction', { enum: ['si', 'no', 'desconocido'] })
      .notNull()
      .default('desconocido'),
    vacantAtClosing: text('vacant_at_closing', { enum: ['si', 'no', 'desconocido'] })
      .notNull()
      .default('desconocido'),
    /** In an urban centre the assistance programme certifies (its bonus applies). */
    urbanCentreCertified: text('urban_centre_certified', { enum: ['si', 'no', 'desconocido'] })
      .notNull()
      .default('desconocido'),
    /** How a buyer reaches the seller besides "Me interesa" (free text, e.g. an office and its phone). */
    contactMethod: text('contact_method'),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The buyer's two sort orders over published listings.
    index('properties_published_newest_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('properties_published_price_idx')
      .on(t.priceCents, t.id)
      .where(sql`${t.status} = 'published'`),
    index('properties_institution_idx').on(t.institutionId, t.updatedAt.desc()),
  ],
);

/**
 * A listing's photo (docs/product/listings.md#photos): the original is never kept; the WebP sizes live in the
 * photo store under `listings/<id>/<width>.webp`, for each width in `widths` up to the original's.
 */
export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: text('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Pixel size of the largest stored WebP. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The widths stored, ascending. */
    widths: integer('widths').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_photos_property_idx').on(t.propertyId, t.position)],
);

/**
 * "Me interesa" (docs/product/listings.md#me-interesa): the buyer asked the publishing institution about a listing.
 * The consent itself is the connection request it accepted and unlocked at no charge, with its consent record.
 */
export const listingInterests = pgTable(
  'listing_interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: text('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    connectionRequestId: uuid('connection_request_id')
      .notNull()
      .references(() => connectionRequests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_interests_user_idx').on(t.userId, t.propertyId),
    // Each listing's interest count on the publishing screens, and the cascade when a listing goes.
    index('listing_interests_property_idx').on(t.propertyId),
    index('listing_interests_institution_idx').on(t.institutionId, t.createdAt.desc()),
  ],
);
