// EXPLAIN ANALYZE of the exact SQL and parameters the leads service sends for a scenario's URL.
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { schema, type Database, type Db } from '../../src/server/db/client';
import { defaultMaxOpenRequests } from '../../src/shared/schemas/buyer-control';
import { listLeadsForBank, summarizeLeadsForBank } from '../../src/server/features/bank-leads/service';
import { bankLeadPageQuerySchema } from '../../src/shared/schemas/bank-leads';
import type { ExplainResult } from './protocol';

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/** The exact SQL and parameters the service sends, captured with a logging drizzle on the same client. */
async function capturedQueries(database: Database, run: (db: Db) => Promise<unknown>): Promise<Array<{ sql: string; params: unknown[] }>> {
  const captured: Array<{ sql: string; params: unknown[] }> = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ sql: query, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const recording =
    database.kind === 'pglite'
      ? (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db)
      : (drizzlePg(client as Pool, { schema, logger }) as unknown as Db);
  await run(recording);
  return captured;
}

export async function explain(database: Database, institutionId: string, url: string): Promise<ExplainResult[]> {
  const parsed = new URL(url, 'http://bench');
  const query = bankLeadPageQuerySchema.parse(Object.fromEntries(parsed.searchParams));
  const [staff] = await database.db
    .select({ id: schema.user.id })
    .from(schema.user)
    .where(eq(schema.user.institutionId, institutionId))
    .limit(1);
  const captured = await capturedQueries(database, (db) =>
    parsed.pathname.endsWith('/summary')
      ? summarizeLeadsForBank(db, institutionId, query, defaultMaxOpenRequests)
      : listLeadsForBank(db, { institutionId, userId: staff!.id }, query, defaultMaxOpenRequests),
  );
  // The reads only: the page's audit insert (docs/decisions/0057-contact-access-audit.md) would run for real under EXPLAIN ANALYZE.
  const queries = captured.filter((q) => /^\s*select/i.test(q.sql));
  const raw = (database.db as unknown as { $client: RawClient }).$client;
  const results: ExplainResult[] = [];
  for (const captured of queries) {
    const { rows } = await raw.query(`explain (analyze, buffers) ${captured.sql}`, captured.params);
    results.push({ sql: captured.sql, plan: rows.map((row) => String(Object.values(row)[0])).join('\n') });
  }
  return results;
}
