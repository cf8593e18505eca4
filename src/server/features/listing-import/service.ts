// The operator's CSV import (docs/product/listings.md#who-publishes): every row checked by the form's schema, then all
// rows written in one transaction, or none.
import type { ListingImportResult } from '../../../shared/schemas/listings';
import type { Db } from '../../db/client';
import { insertListings, type ListingOwner } from '../listings/service';
import { readImport } from './csv';

export { importTemplate } from './csv';

/**
 * `dryRun` writes nothing and answers the preview. Otherwise a file with any invalid row writes nothing either
 * (`valid: false`, `created: 0`, each row's errors); a valid one becomes one listing per row, published where
 * `publicar` says "si", in a single transaction.
 */
export async function importListings(db: Db, owner: ListingOwner, csv: string, dryRun: boolean): Promise<ListingImportResult> {
  const rows = await readImport(csv);
  const valid = rows.every((row) => row.listing !== null);
  let created = 0;
  if (valid && !dryRun) {
    // One statement for the whole file (at most 500 rows), so it is written whole or not at all.
    await db.transaction((tx) =>
      insertListings(
        tx,
        owner,
        rows.map((row) => row.listing!),
      ),
    );
    created = rows.length;
  }
  return { rows: rows.map(({ line, title, errors }) => ({ line, title, errors })), valid, created };
}
