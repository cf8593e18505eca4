// Local tools on the server's socket share PGlite's one session with the app: each tool's transaction is whole,
// and nothing a tool leaves behind (an open transaction, a setting) stays on the app's session.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveLocalTools, socketPort } from './local-socket';

let dir: string;
let app: PGlite;
let stop: () => Promise<void>;
const warnings: string[] = [];

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'casa-socket-'));
  app = new PGlite(dir);
  await app.exec('create table notes (text text not null)');
  stop = await serveLocalTools(app, dir, { warn: (message) => warnings.push(message), error: () => undefined }, 300);
});
afterEach(async () => {
  await stop();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function tool() {
  const client = new pg.Client({ host: dir, port: socketPort, user: 'postgres', database: 'template1' });
  await client.connect();
  return client;
}
const notes = async () => (await app.query<{ text: string }>('select text from notes order by text')).rows.map((row) => row.text);

describe("the server's socket for local tools", () => {
  it("keeps the app out of a tool's transaction: the app's write waits, and the tool's rollback takes only its own", async () => {
    const client = await tool();
    await client.query('begin');
    await client.query(`insert into notes values ('tool')`);
    let appWrote = false;
    const appWrite = app.query(`insert into notes values ('app')`).then(() => (appWrote = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(appWrote).toBe(false);
    await client.query('rollback');
    await appWrite;
    expect(await notes()).toEqual(['app']);
    await client.end();
  });

  it('rolls back a transaction a tool leaves idle, so the app goes on', async () => {
    const client = await tool();
    await client.query('begin');
    await client.query(`insert into notes values ('forgotten')`);
    await app.query(`insert into notes values ('app')`);
    expect(await notes()).toEqual(['app']);
    expect(warnings.some((warning) => warning.includes('left a transaction open'))).toBe(true);
    await client.end().catch(() => undefined);
  });

  it('resets what a tool set on the shared session when it disconnects', async () => {
    const client = await tool();
    await client.query('set statement_timeout = 4321');
    expect((await app.query<{ value: string }>(`select current_setting('statement_timeout') as value`)).rows[0]!.value).toBe('4321ms');
    await client.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await app.query<{ value: string }>(`select current_setting('statement_timeout') as value`)).rows[0]!.value).toBe('0');
  });
});
