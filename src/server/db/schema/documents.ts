// The buyer's uploaded papers and the shares that let one accepted institution read one of them for a while
// (docs/product/documents.md). The bytes live in the store, sealed (src/server/documents-vault/); these rows hold
// where, the wrapped key that opens them, and who may read them.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  documentContentTypes,
  documentReviewStatuses,
  documentScanStatuses,
  rejectionReasons,
  shareEndReasons,
} from '../../../shared/schemas/buyer-documents';
import { user } from './auth';
import { institutions } from './institutions';
import { connectionRequests } from './leads';

export const buyerDocuments = pgTable(
  'buyer_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The checklist item it answers (checklistItemId of the item's words). */
    item: text('item').notNull(),
    // Sealed by the application like contact data (src/server/crypto/sealed-columns.ts): a name often holds the buyer's.
    fileName: text('file_name').notNull(),
    contentType: text('content_type', { enum: documentContentTypes }).notNull(),
    /** The stored bytes (a photo's, after its metadata was removed), before encryption. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** The file's own data key, wrapped by a DOCUMENTS_KEY key: `keyId:base64url(iv | key | tag)`. */
    wrappedKey: text('wrapped_key').notNull(),
    scanStatus: text('scan_status', { enum: documentScanStatuses }).notNull().default('pending'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buyer_documents_user_idx').on(t.userId, t.createdAt),
    index('buyer_documents_pending_scan_idx')
      .on(t.createdAt)
      .where(sql`${t.scanStatus} = 'pending'`),
  ],
);

/** Checklist items the buyer marked "No aplica". */
export const documentItemMarks = pgTable(
  'document_item_marks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    notApplicable: boolean('not_applicable').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.item] })],
);

/**
 * One document readable by one institution until `expiresAt`, unless `endedAt` says it stopped sooner. Reads check
 * the connection request too (accepted, not revoked), so a revocation ends every share at once even before
 * `endedAt` is written in the same transaction.
 */
export const documentShares = pgTable(
  'document_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => buyerDocuments.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    connectionRequestId: uuid('connection_request_id')
      .notNull()
      .references(() => connectionRequests.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: shareEndReasons }),
    review: text('review', { enum: documentReviewStatuses }).notNull().default('pending'),
    reason: text('reason', { enum: rejectionReasons }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live share per document and institution: sharing again extends it.
    uniqueIndex('document_shares_live_uq')
      .on(t.documentId, t.institutionId)
      .where(sql`${t.endedAt} IS NULL`),
    index('document_shares_institution_idx').on(t.institutionId, t.connectionRequestId),
  ],
);
