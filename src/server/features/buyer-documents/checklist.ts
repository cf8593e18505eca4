// The checklist items a buyer may upload against or mark "No aplica": those of the latest list generated for them
// (buyer_progress.last_documents_list), by id (src/shared/domain/documents-list.ts).
import { eq } from 'drizzle-orm';
import { checklistItems } from '../../../shared/domain/documents-list';
import { documentCopy } from '../../../shared/schemas/buyer-documents';
import { documentsRecordSchema } from '../../../shared/schemas/documents';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { BadRequestError, ConflictError } from '../../http/errors';

/** Throws 409 when no list was generated yet, 400 when `item` is not on the latest one. */
export async function assertChecklistItem(db: Db, userId: string, item: string): Promise<void> {
  const [row] = await db
    .select({ list: schema.buyerProgress.lastDocumentsList })
    .from(schema.buyerProgress)
    .where(eq(schema.buyerProgress.userId, userId));
  const record = documentsRecordSchema.safeParse(row?.list);
  if (!record.success) throw new ConflictError(documentCopy.noChecklist);
  if (!checklistItems(record.data.documentsGenerated).has(item)) throw new BadRequestError(documentCopy.badItem);
}
