// The real app (buildApp, the documents route, the vault, its in-process scan queue and clamd), on a fresh database
// (embedded PGlite, or with BENCH_DB=postgres a scratch database on the PostgreSQL server, as production runs) and
// uploads folder, with one signed-in buyer per upload in flight, each with a generated checklist.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { checklistItemId } from '../../src/shared/domain/documents-list';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { schema } from '../../src/server/db/client';
import { documentVaultFor } from '../../src/server/documents-vault';
import { openBenchDatabase } from '../bench-leads/database';
import type { DbKind } from '../bench-leads/options';
import { serveCommands } from './child';

const buyersCount = Number(process.env.BENCH_CONCURRENCY ?? 10);
const databaseKind: DbKind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const uploadsDir = await mkdtemp(path.join(tmpdir(), 'casa-bench-docs-uploads-'));
const config = {
  ...loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    AUTH_SECRET: `bench-${Math.random().toString(36).slice(2)}-${'x'.repeat(32)}`,
    RATE_LIMIT_API_PER_MINUTE: '100000000',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    CLAMD_SOCKET: process.env.CLAMD_SOCKET ?? '',
  }),
  uploadsDir,
  clientDir: null,
};
const { database, cleanup } = await openBenchDatabase(databaseKind);
const built = await buildApp(config, { database, logger: false });
const { app } = built;
const db = built.database.db;
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const port = Number(new URL(address).port);

const profile = { employmentType: 'employed', housingType: 'existing', maritalStatus: 'single', hasDependents: false };
const item = checklistItemId('Tarjeta de Seguro Social');
const buyers: Array<{ cookie: string; item: string; id: string }> = [];
for (let n = 0; n < buyersCount; n++) {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: config.publicUrl },
    payload: { name: `Compradora ${n}`, email: `bench-docs-${n}-${Date.now()}@example.com`, password: 'contraseña-segura' },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up: ${signUp.statusCode} ${signUp.body}`);
  const id = (signUp.json() as { user: { id: string } }).user.id;
  await db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, id));
  const cookie = [signUp.headers['set-cookie']]
    .flat()
    .filter(Boolean)
    .map((value) => String(value).split(';')[0])
    .join('; ');
  const list = await app.inject({ method: 'POST', url: '/api/documents', headers: { cookie, origin: config.publicUrl }, payload: profile });
  if (list.statusCode !== 200) throw new Error(`checklist: ${list.statusCode} ${list.body}`);
  buyers.push({ cookie, item, id });
}
const vault = documentVaultFor(config);

serveCommands(
  { type: 'ready', port, buyers, origin: config.publicUrl },
  {
    // The uploads were answered "Revisando…"; their scans run in this process right after (scan-soon.ts).
    settle: async () => {
      const ids = buyers.map((buyer) => buyer.id);
      const until = Date.now() + 10 * 60_000;
      for (;;) {
        const rows = await db
          .select({ scan: schema.buyerDocuments.scanStatus, n: sql<number>`count(*)::int` })
          .from(schema.buyerDocuments)
          .where(inArray(schema.buyerDocuments.userId, ids))
          .groupBy(schema.buyerDocuments.scanStatus);
        const count = (scan: string) => rows.find((row) => row.scan === scan)?.n ?? 0;
        if (count('pending') === 0) return { clean: count('clean'), infected: count('infected') };
        if (Date.now() > until) throw new Error(`${count('pending')} uploads still wait for their scan after 10 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    reset: async () => {
      const ids = buyers.map((buyer) => buyer.id);
      await db.delete(schema.buyerDocuments).where(inArray(schema.buyerDocuments.userId, ids));
      for (const id of ids) await vault.removeOwner(id);
    },
    shutdown: async () => {
      await app.close();
      await database.close();
      await cleanup();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  },
);
