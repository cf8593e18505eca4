// The embedded database as an operator runs it: the server owns the files, commands reach them through its
// socket, a second server is refused, a crash loses nothing acknowledged, and a live backup restores.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { demoBuyer } from '../demo-accounts';
import { openDatabase } from '../client';
import { call, runCommand, startServer, stopServer, type ServerProcess } from '../../../test/server-process';
import { apiPaths } from '../../../shared/api-paths';

const directories: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'casa-embedded-'));
  directories.push(dir);
  return dir;
}
async function started(dir: string, extra: Record<string, string> = {}) {
  const server = await startServer(dir, extra);
  servers.push(server);
  return server;
}
const staff = { name: 'Cooperativa Socket', email: 'oficial@socket.example.com', password: 'clave-larga-socket-1' };
const staffSignIn = (server: ServerProcess) =>
  call(server, 'POST', apiPaths.institutionLogin, { email: staff.email, password: staff.password, institutionName: staff.name });
const createStaff = (dir: string) =>
  runCommand(dir, 'institution-create', ['--name', staff.name, '--email', staff.email, '--password', staff.password]);

// Each test starts real server processes (a few seconds each on a busy machine).
describe('an embedded data directory owned by the running server', { timeout: 180_000 }, () => {
  it('takes a command run beside the server through its socket: the new login signs in, and still does after a restart', async () => {
    const dir = dataDir();
    const server = await started(dir);
    const created = await createStaff(dir);
    expect(created.stdout).toContain(`Created institution "${staff.name}"`);
    expect((await staffSignIn(server)).status).toBe(200);

    await stopServer(server);
    const again = await started(dir);
    expect((await staffSignIn(again)).status).toBe(200);
    await stopServer(again);
  });

  it('refuses a second server on the same directory, naming the first, and leaves the first serving', async () => {
    const dir = dataDir();
    const first = await started(dir);
    const second = startServer(dir);
    await expect(second).rejects.toThrow(new RegExp(`in use by a running Casa Joven PR server \\(pid ${first.child.pid}`));
    expect((await call(first, 'GET', '/healthz')).status).toBe(200);
    await stopServer(first);
  });

  it('loses no acknowledged write when the server is killed with SIGKILL mid-write, three times over', async () => {
    const dir = dataDir();
    const acknowledged: string[] = [];
    for (let kill = 0; kill < 3; kill++) {
      // Each start after a kill finds the dead process's lock and takes it over.
      // Contact messages count against the sign-in budget; this test is about writes, not limits.
      const server = await started(dir, { RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
      const signedIn = await call(server, 'POST', '/api/auth/sign-in/email', { email: demoBuyer.email, password: demoBuyer.password });
      const institutions = (await call(server, 'GET', apiPaths.institutions)).body as Array<{ id: string }>;
      let writing = true;
      const writer = async (lane: number) => {
        for (let n = 0; writing; n++) {
          const sent = await call(
            server,
            'POST',
            apiPaths.contact,
            {
              name: 'Ana Rivera',
              email: demoBuyer.email,
              phone: '787-555-0101',
              institutionId: institutions[0]!.id,
              message: `kill ${kill} lane ${lane} write ${n}`,
            },
            signedIn.cookie,
          ).catch(() => null);
          if (sent?.status === 200) acknowledged.push((sent.body as { id: string }).id);
          else break;
        }
      };
      const before = acknowledged.length;
      const lanes = [0, 1, 2, 3].map(writer);
      // Killed while four writers are busy, once each cycle has had a dozen writes acknowledged.
      while (acknowledged.length - before < 12) await new Promise((resolve) => setTimeout(resolve, 20));
      server.child.kill('SIGKILL');
      writing = false;
      await Promise.all([server.exited, ...lanes]);
    }

    const last = await started(dir);
    const database = openDatabase({ kind: 'pglite', dataDir: dir }, { error: () => undefined });
    const stored = (await database.db.execute(sql`select id from contact_messages`)) as { rows: { id: string }[] };
    await database.close();
    await stopServer(last);
    const present = new Set(stored.rows.map((row) => row.id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(36);
    expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
  });

  it('backs up while the server runs, and the dump restores into a fresh directory where a login from before signs in', async () => {
    const dir = dataDir();
    const server = await started(dir);
    await createStaff(dir);
    const file = path.join(dataDir(), 'backup.sql');
    expect((await runCommand(dir, 'db-backup', [file])).stdout).toContain('Backup written');
    // The server dumped on the session it shares with its requests: signing in (a write) still works after it.
    expect((await staffSignIn(server)).status).toBe(200);
    await stopServer(server);

    const fresh = path.join(dataDir(), 'restored');
    await runCommand(fresh, 'db-restore', [file]);
    // Restoring twice would mix two databases: the second is refused and changes nothing.
    await expect(runCommand(fresh, 'db-restore', [file])).rejects.toMatchObject({ stderr: expect.stringContaining('not empty') });

    const restored = await started(fresh);
    expect((await staffSignIn(restored)).status).toBe(200);
    await stopServer(restored);
  });
});
