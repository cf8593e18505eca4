// The prices an institution pays (docs/product/constants.md#prices-are-configuration): the operator's latest change per kind, or the environment's
// price while the operator has not set one. Read at the moment a checkout opens; the row keeps that amount.
import { desc, eq } from 'drizzle-orm';
import type { PriceHistoryEntry, Prices } from '../../../shared/schemas/prices';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';

type Kind = 'request' | 'unlock';

async function latest(db: Db, kind: Kind): Promise<number | null> {
  const pc = schema.priceChanges;
  const [row] = await db.select({ cents: pc.cents }).from(pc).where(eq(pc.kind, kind)).orderBy(desc(pc.changedAt), desc(pc.id)).limit(1);
  return row?.cents ?? null;
}

export async function currentPrices(db: Db, config: Config): Promise<Prices> {
  const [request, unlock] = [await latest(db, 'request'), await latest(db, 'unlock')];
  return {
    connectionRequestCents: request ?? config.prices.connectionRequestCents,
    unlockCents: unlock ?? config.prices.unlockCents,
  };
}

/** Records a change for each price that differs from the current one, in one transaction. */
export async function changePrices(db: Db, config: Config, operatorId: string, next: Prices): Promise<Prices> {
  return db.transaction(async (tx) => {
    const now = await currentPrices(tx, config);
    const changes: Array<{ kind: Kind; cents: number }> = [];
    if (next.connectionRequestCents !== now.connectionRequestCents) changes.push({ kind: 'request', cents: next.connectionRequestCents });
    if (next.unlockCents !== now.unlockCents) changes.push({ kind: 'unlock', cents: next.unlockCents });
    if (changes.length > 0) await tx.insert(schema.priceChanges).values(changes.map((change) => ({ ...change, changedBy: operatorId })));
    return currentPrices(tx, config);
  });
}

export async function priceHistory(db: Db): Promise<PriceHistoryEntry[]> {
  const pc = schema.priceChanges;
  const rows = await db
    .select({ id: pc.id, kind: pc.kind, cents: pc.cents, changedAt: pc.changedAt, changedBy: schema.user.email })
    .from(pc)
    .innerJoin(schema.user, eq(schema.user.id, pc.changedBy))
    .orderBy(desc(pc.changedAt), desc(pc.id))
    .limit(200);
  return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}
