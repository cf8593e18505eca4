// The measured HTTP calls, from the load generator to the server over 127.0.0.1 with keep-alive.
import { performance } from 'node:perf_hooks';
import { apiPaths } from '../../src/shared/api-paths';
import { secretOfTotpUri, totpCode } from '../../src/test/totp';
import { options } from './options';
import type { MemoryReport, Ready } from './protocol';
import type { Scenario } from './scenarios';
import type { Server } from './server-process';
import type { RoundResult } from './stats';

/**
 * The officer signs in and enrols an authenticator app, as a new officer does on the first sign-in (staff read leads
 * only from a session that passed a second factor); every request after that carries the enrolled session's cookie.
 */
export async function signIn(base: string, staff: Ready['staff'], origin: string): Promise<string> {
  const post = (pathname: string, body: object, cookie: string) => postAs(base, origin, pathname, body, cookie);
  const login = await post(apiPaths.institutionLogin, staff, '');
  const enabled = await post(apiPaths.auth.twoFactor.enable, { password: staff.password }, login.cookie);
  const { totpURI } = (await enabled.response.json()) as { totpURI: string };
  const verified = await post(apiPaths.auth.twoFactor.verifyTotp, { code: totpCode(secretOfTotpUri(totpURI)) }, enabled.cookie);
  return verified.cookie;
}

async function postAs(base: string, origin: string, pathname: string, body: object, cookie: string) {
  const response = await fetch(base + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${pathname} failed: ${response.status} ${await response.text()}`);
  const setCookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { response, cookie: setCookie || cookie };
}

/** The cursor of the second page, as the first page's x-next-cursor header gives it. */
export async function secondPageCursor(base: string, cookie: string): Promise<string> {
  const firstPage = await fetch(base + apiPaths.bankLeads, { headers: { cookie } });
  const cursor = firstPage.headers.get('x-next-cursor');
  if (!cursor) throw new Error('the first page carried no x-next-cursor');
  return cursor;
}

/** Runs `total` calls of `task` with `concurrency` of them in flight. */
async function inFlight(total: number, concurrency: number, task: () => Promise<void>) {
  let started = 0;
  const worker = async () => {
    while (started < total) {
      started++;
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(total, concurrency) }, worker));
}

export async function measureRound(server: Server, base: string, cookie: string, scenario: Scenario): Promise<RoundResult> {
  let rows = -1;
  const once = async (times?: number[]) => {
    if (scenario.firstView) await server.call({ type: 'forget-audit' });
    const start = performance.now();
    const response = await fetch(base + scenario.url, { headers: { cookie } });
    const body = await response.text();
    const elapsed = performance.now() - start;
    if (response.status !== 200) throw new Error(`${scenario.url}: ${response.status} ${body.slice(0, 200)}`);
    times?.push(elapsed);
    if (rows < 0) {
      const parsed: unknown = JSON.parse(body);
      rows =
        scenario.kind === 'page' ? (parsed as unknown[]).length : scenario.kind === 'summary' ? (parsed as { total: number }).total : 0;
    }
  };
  await inFlight(options.warmup, options.concurrency, () => once());
  const times: number[] = [];
  await server.call({ type: 'timing-start' });
  const started = performance.now();
  await inFlight(options.samples, options.concurrency, () => once(times));
  const seconds = (performance.now() - started) / 1000;
  const serverTimes = await server.call<number[]>({ type: 'timing-stop' });
  return { rows, times, serverTimes, seconds };
}

export interface ExportResult {
  label: string;
  url: string;
  rows: number;
  bytes: number;
  seconds: number;
  firstByteMs: number;
  memory: MemoryReport;
}

export async function exportCsv(server: Server, base: string, cookie: string, label: string, url: string): Promise<ExportResult> {
  await server.call({ type: 'memory-start' });
  const started = performance.now();
  const response = await fetch(base + url, { headers: { cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`${url}: ${response.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!bytes) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  const memory = await server.call<MemoryReport>({ type: 'memory-stop' });
  return { label, url, rows: lines - 1, bytes, seconds, firstByteMs, memory };
}
