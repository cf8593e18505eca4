// Page statements are built once per filter shape and database handle, the unfiltered one prepared by name on
// PostgreSQL (query.ts): every handle on one pool (the app's, a transaction's) must run every shape, in any order.
// Names numbered per handle failed exactly this ("Prepared statements must be unique").
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultMaxOpenRequests } from '../../../shared/schemas/buyer-control';
import { createStaff, setupTestApp } from '../../../test/app';
import { schema } from '../../db/client';
import { listLeadsForBank } from './service';

const built = await setupTestApp();
const { db } = built.database;

describe('page statements', () => {
  it('serve every filter shape from any handle on the same pool, in any order', async () => {
    const bank = await createStaff(built);
    const [login] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, bank.email));
    const staff = { institutionId: bank.institution.id, userId: login!.id };
    const shapes = [{ municipio: 'Ponce' as const }, {}, { minBudget: 100_000, status: 'available' as const }];
    for (const filters of shapes) expect((await listLeadsForBank(db, staff, filters, defaultMaxOpenRequests)).leads).toEqual([]);
    // A transaction is another drizzle handle on a connection that already prepared the statements above.
    await db.transaction(async (tx) => {
      for (const filters of [...shapes].reverse())
        expect((await listLeadsForBank(tx, staff, filters, defaultMaxOpenRequests)).leads).toEqual([]);
    });
  });
});
