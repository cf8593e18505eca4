// Every column that holds buyers' contact data, sealed by the application (docs/decisions/0123-contact-data-encrypted-at-rest.md).
// The rotation walks exactly this list; a column added here is re-encrypted by it, and one left out stays plain.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { schema } from '../db/client';
import { progressContactFields } from './contact-data';

export interface SealedTable {
  name: string;
  table: PgTable;
  id: PgColumn;
  columns: PgColumn[];
  /** Keyed hashes kept beside a sealed column, recomputed by the rotation from the plain text. */
  lookups: Array<{ column: PgColumn; from: PgColumn; kind: 'email' | 'phone' }>;
  /** A JSON column whose string fields of these names are sealed one by one. */
  json?: { column: PgColumn; fields: readonly string[] };
}

const l = schema.leads;

export const sealedTables: SealedTable[] = [
  {
    name: 'leads',
    table: l,
    id: l.id,
    columns: [l.nombre, l.correo, l.movil],
    lookups: [
      { column: l.correoLookup, from: l.correo, kind: 'email' },
      { column: l.movilLookup, from: l.movil, kind: 'phone' },
    ],
  },
  {
    name: 'eligibility_checks',
    table: schema.eligibilityChecks,
    id: schema.eligibilityChecks.id,
    columns: [schema.eligibilityChecks.name, schema.eligibilityChecks.email, schema.eligibilityChecks.phone],
    lookups: [],
  },
  {
    name: 'bank_outreach',
    table: schema.bankOutreach,
    id: schema.bankOutreach.id,
    columns: [schema.bankOutreach.userName, schema.bankOutreach.userEmail, schema.bankOutreach.userPhone],
    lookups: [],
  },
  {
    name: 'contact_messages',
    table: schema.contactMessages,
    id: schema.contactMessages.id,
    columns: [schema.contactMessages.name, schema.contactMessages.email, schema.contactMessages.phone, schema.contactMessages.message],
    lookups: [],
  },
  // The buyer's own words to an institution (the answer's message, the reason for withdrawing consent).
  {
    name: 'connection_requests',
    table: schema.connectionRequests,
    id: schema.connectionRequests.id,
    columns: [schema.connectionRequests.userMessage, schema.connectionRequests.revokeReason],
    lookups: [],
  },
  // What buyer and institution write to each other once the lead is unlocked.
  { name: 'messages', table: schema.messages, id: schema.messages.id, columns: [schema.messages.content], lookups: [] },
  // Free text an institution writes about reaching the buyer ("el 787… no contesta"): contact data in practice.
  {
    name: 'contact_attempts',
    table: schema.contactAttempts,
    id: schema.contactAttempts.id,
    columns: [schema.contactAttempts.note],
    lookups: [],
  },
  // The last eligibility check's copy the buyer's screens start from.
  {
    name: 'buyer_progress',
    table: schema.buyerProgress,
    id: schema.buyerProgress.userId,
    columns: [],
    lookups: [],
    json: { column: schema.buyerProgress.lastEligibilityResult, fields: progressContactFields },
  },
  { name: 'lead_returns', table: schema.leadReturns, id: schema.leadReturns.id, columns: [schema.leadReturns.details], lookups: [] },
  // An uploaded paper's name often holds the buyer's ("Pasaporte Lucía Ortiz.pdf"); the file itself is sealed by the vault.
  {
    name: 'buyer_documents',
    table: schema.buyerDocuments,
    id: schema.buyerDocuments.id,
    columns: [schema.buyerDocuments.fileName],
    lookups: [],
  },
];
