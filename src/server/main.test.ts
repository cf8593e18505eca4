// A production start without real payments stops before opening a database or a port, and says what to set.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string; started: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => (stdout += chunk));
    // A server that did start is stopped here, and the test fails saying so.
    const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, started: stdout.includes('Casa Joven PR en') });
    });
  });
}

describe('main.ts in production', () => {
  it('refuses to start without Stripe keys or PAYMENT_PROVIDER, naming the variables', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'casa-main-'));
    const result = await startServer({
      NODE_ENV: 'production',
      AUTH_SECRET: 'un-secreto-de-produccion-de-32-caracteres-o-mas',
      DATA_ENCRYPTION_KEY: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      DOCUMENTS_KEY: 'd1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      PORT: '3323',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    expect(result.started).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/PAYMENT_PROVIDER/);
    expect(result.stderr).toMatch(/STRIPE_SECRET_KEY/);
    expect(result.stderr).toMatch(/STRIPE_WEBHOOK_SECRET/);
    // Nothing was created: the refusal comes before the database opens.
    expect(readdirSync(dataDir)).toEqual([]);
  }, 30_000);
});
