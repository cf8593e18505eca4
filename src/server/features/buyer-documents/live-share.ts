// When a share still lets its institution read the document (docs/product/documents.md#sharing): not ended, not past
// its date, its connection request still accepted and not revoked, and the file scanned clean. Both the buyer's list
// and every institution read use this one condition, on a query joining document_shares, connection_requests and
// buyer_documents.
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { schema } from '../../db/client';

export function liveShare(): SQL {
  return and(
    isNull(schema.documentShares.endedAt),
    gt(schema.documentShares.expiresAt, sql`now()`),
    eq(schema.connectionRequests.status, 'accepted'),
    isNull(schema.connectionRequests.revokedAt),
    eq(schema.buyerDocuments.scanStatus, 'clean'),
  )!;
}
