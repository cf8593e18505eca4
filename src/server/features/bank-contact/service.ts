// docs/product/screens.md#bank-contact-tracking: the buyer moves each bank along docs/product/data.md's steps; the server sets the times.
import { and, asc, eq } from 'drizzle-orm';
import { bankProgressCopy } from '../../../shared/copy/journey';
import { isAllowedBankProgressChange } from '../../../shared/domain/bank-progress';
import type { BankContactChange, BankContactItem } from '../../../shared/schemas/bank-contact';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { BankContactProgressRow } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';

const t = schema.bankContactProgress;

export async function listBankContacts(db: Db, userId: string): Promise<BankContactItem[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(asc(t.createdAt), asc(t.bankName));
  return rows.map(toItem);
}

/** 404 for a row that is not this buyer's; 409 for anything but the one step docs/product/data.md allows next. */
export async function changeBankContact(
  db: Db,
  userId: string,
  id: string,
  change: BankContactChange,
  now = new Date(),
): Promise<BankContactItem> {
  return db.transaction(async (tx) => {
    // Locked, so two quick clicks cannot both pass the check.
    const [row] = await tx
      .select()
      .from(t)
      .where(and(eq(t.id, id), eq(t.userId, userId)))
      .for('update');
    if (!row) throw new NotFoundError();
    if (!isAllowedBankProgressChange(row, change)) throw new ConflictError(bankProgressCopy.conflict);
    const [updated] = await tx.update(t).set(patchFor(change, now)).where(eq(t.id, id)).returning();
    return toItem(updated!);
  });
}

/** The flag of the step and its time; a client-sent time is ignored (docs/product/validation.md#the-server-recomputes-every-result). */
function patchFor(change: BankContactChange, now: Date): Partial<BankContactProgressRow> {
  if ('connectionStatus' in change) return { connectionStatus: change.connectionStatus, connectionStatusAt: now };
  if ('formsSubmitted' in change) return { formsSubmitted: true, formsSubmittedAt: now };
  if ('preApproved' in change) return { preApproved: true, preApprovedAt: now };
  return { approved: true, approvedAt: now };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toItem(row: BankContactProgressRow): BankContactItem {
  return {
    id: row.id,
    bankId: row.institutionId,
    bankName: row.bankName,
    contactMade: row.contactMade,
    contactMadeAt: iso(row.contactMadeAt),
    connectionStatus: row.connectionStatus,
    connectionStatusAt: iso(row.connectionStatusAt),
    formsSubmitted: row.formsSubmitted,
    formsSubmittedAt: iso(row.formsSubmittedAt),
    preApproved: row.preApproved,
    preApprovedAt: iso(row.preApprovedAt),
    approved: row.approved,
    approvedAt: iso(row.approvedAt),
    notes: row.notes,
  };
}
