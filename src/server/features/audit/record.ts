// The audit of contact-data serving (docs/decisions/0057-contact-access-audit.md): one row per unlocked lead whose contact data an institution receives.
// Called inside the transaction that reads the data; if the insert fails the transaction fails and nothing is served.
import type { Db } from '../../db/client';
import { schema } from '../../db/client';

export type ContactEndpoint = (typeof schema.contactAccessAudit.$inferInsert)['endpoint'];

export interface ContactAccess {
  institutionId: string;
  staffUserId: string;
  endpoint: ContactEndpoint;
  /** Leads whose contact data this response carries; locked leads are never passed here. */
  leadIds: string[];
  /** The API key the call came with, if it did (docs/decisions/0108-…). */
  apiKeyId?: string;
}

/** Writes the rows in one batch insert; nothing to write, nothing done. */
export async function recordContactAccess(tx: Db, access: ContactAccess): Promise<void> {
  if (access.leadIds.length === 0) return;
  const servedAt = new Date();
  await tx.insert(schema.contactAccessAudit).values(
    access.leadIds.map((leadId) => ({
      institutionId: access.institutionId,
      staffUserId: access.staffUserId,
      leadId,
      endpoint: access.endpoint,
      apiKeyId: access.apiKeyId ?? null,
      servedAt,
    })),
  );
}

/** The leads of a batch whose contact data is present (the institution unlocked them). */
export const servedContactIds = (leads: Array<{ id: string; unlocked: boolean; nombre: string | null }>) =>
  leads.filter((lead) => lead.unlocked && lead.nombre !== null).map((lead) => lead.id);
