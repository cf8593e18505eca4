// docs/product/screens.md#documents: the server regenerates the list from the profile
// (docs/product/validation.md#the-server-recomputes-every-result) and records it.
import { documentsList } from '../../../shared/domain/documents-list';
import type { DocumentsProfile, DocumentsRecord } from '../../../shared/schemas/documents';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { markProgress } from '../progress/service';

/** Stores the record, keeps it as the buyer's `lastDocumentsList` and marks the documents step done, all at once. */
export function saveDocumentsList(db: Db, userId: string, profile: DocumentsProfile): Promise<DocumentsRecord> {
  return db.transaction(async (tx) => {
    const documentsGenerated = documentsList(profile);
    const [row] = await tx
      .insert(schema.documentsRecords)
      .values({
        userId,
        employmentType: profile.employmentType,
        housingType: profile.housingType,
        maritalStatus: profile.maritalStatus,
        hasDependents: profile.hasDependents,
        documentsGenerated,
      })
      .returning({ createdAt: schema.documentsRecords.createdAt });
    const record: DocumentsRecord = {
      employmentType: profile.employmentType,
      housingType: profile.housingType,
      maritalStatus: profile.maritalStatus,
      hasDependents: profile.hasDependents,
      documentsGenerated,
      createdAt: row!.createdAt.toISOString(),
    };
    await markProgress(tx, userId, { documentsCompleted: true, lastDocumentsList: record });
    return record;
  });
}
