// The landing page follows both programmes' versions in force without a deploy
// (docs/product/programme.md#landing-and-texts, docs/decisions/0101-landing-rendered-from-the-programme.md): the
// server renders it at start-up, again when any process publishes, and on the first request after a scheduled
// version comes into force; it sends it compressed from memory, with the version it shows as data for the app.
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { AssistanceParameters, Programmes, PublishAssistance } from '../../shared/programme';
import { published2026 } from '../features/programme/published-2026';
import { puertoRicoDate } from '../../shared/time-zone';
import { appWithClock, createAdmin, testConfig, twoAppsOnOneDatabase } from '../../test/app';
import { freshDatabase } from '../../test/database';
import { requestsTo } from '../../test/requests';
import { buildApp, type BuiltApp } from '../app';
import { landingPlaceholder, landingTemplateFile, rendererFile } from './landing-page';

/** The inline script the stand-in page carries, as the build inlines the landing's script (scripts/prerender.ts). */
const landingCode = 'document.documentElement.dataset.ran = "1";';

// A stand-in for dist/: a client folder, and beside it what the build leaves for the server (landing-page.ts): a
// template with the placeholder, and a renderer that is the client's own renderLanding, the function the build
// bundles (the server imports it by its path at start-up, as it imports the built file).
const distDir = mkdtempSync(path.join(tmpdir(), 'casa-landing-'));
const clientDir = path.join(distDir, 'client');
const prerenderDir = path.join(distDir, 'prerender');
mkdirSync(clientDir);
mkdirSync(prerenderDir);
writeFileSync(path.join(clientDir, 'index.html'), '<div id="root"><!--app--></div>');
writeFileSync(
  path.join(prerenderDir, landingTemplateFile),
  `<!doctype html><html lang="es-PR"><head><title>Casa Joven PR</title><script type="module">${landingCode}</script></head><body>${landingPlaceholder}</body></html>`,
);
const clientRenderer = path.resolve(import.meta.dirname, '../../client/entry-prerender.tsx');
writeFileSync(path.join(prerenderDir, rendererFile), `export { renderLanding } from ${JSON.stringify(clientRenderer)};\n`);

const config = { ...testConfig({ RATE_LIMIT_API_PER_MINUTE: '100000' }), clientDir };

// A second app on the same database is a second process (src/test/app.ts).
const { first, second } = await twoAppsOnOneDatabase(config);
// A scheduled version changes the page for the rest of a file: that test has a database and a clock of its own.
const scheduled = await appWithClock(config);

const day = 24 * 60 * 60 * 1000;

/** An assistance version the operator publishes: the 2026 one changed by `change`. */
function assistanceVersion(change: (a: AssistanceParameters) => void, effectiveFrom = puertoRicoDate(new Date())): PublishAssistance {
  const parameters = structuredClone(published2026.assistance.at(-1)!.parameters);
  change(parameters);
  return { parameters, effectiveFrom, sourceUrl: 'https://recuperacion.pr.gov/en/downpayment-for-your-home', note: 'Cambio del programa.' };
}
const withUrbanBonus = (urbanCentreBonus: number, effectiveFrom?: string) =>
  assistanceVersion((a) => void (a.amounts.urbanCentreBonus = urbanCentreBonus), effectiveFrom);

async function publish(app: BuiltApp, body: PublishAssistance) {
  const operator = await createAdmin(app);
  const response = await requestsTo(app.app).as(operator).put('/api/admin/programmes/assistance', body);
  expect(response.statusCode, response.body).toBe(200);
}

const landing = async (app: BuiltApp, headers: Record<string, string> = {}) => {
  const response = await app.app.inject({ method: 'GET', url: '/', headers });
  expect(response.statusCode).toBe(200);
  return response;
};

/** The assistance's card (the first benefit card) title and text, as the page shows them. */
async function subsidyCard(app: BuiltApp) {
  const html = (await landing(app)).body;
  const card = /<h2[^>]*>((?:Asistencia hasta|[^<]*: cerrado|[^<]*: en pausa)[^<]*)<\/h2><p[^>]*>([^<]*)<\/p>/.exec(html);
  const unescape = (html?: string) => html?.replaceAll('&#x27;', "'");
  return { title: unescape(card?.[1]), text: unescape(card?.[2]) };
}

/** The versions the page hands the app for hydration. */
async function embeddedVersion(app: BuiltApp): Promise<Programmes> {
  const block = /<script type="application\/json" id="programme-data">([^<]*)<\/script>/.exec((await landing(app)).body)?.[1];
  expect(block).toBeDefined();
  return JSON.parse(block!) as Programmes;
}

describe('GET / follows the programme versions in force', () => {
  it("shows the 2026 versions at start-up: the assistance card from Pronto pa' tu casa, and both versions for the app", async () => {
    const response = await landing(first);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('data-prerendered="/"');
    expect(response.body).toContain('Tu primera casa en Puerto Rico, paso a paso');
    expect(await subsidyCard(first)).toEqual({
      title: 'Asistencia hasta $60,000',
      text: "Pronto pa' tu casa (CDBG-MIT): $45,000 base ($55,000 si alguien de tu hogar es fuerza laboral crítica) más $5,000 adicionales si compras en un centro urbano certificado.",
    });
    expect(response.body).toContain('Financiamiento hasta 105%');
    expect(response.body).toContain('Tasa fija de 5%');
    expect(await embeddedVersion(first)).toMatchObject({ loan: { version: 2 }, assistance: { version: 3 } });
  });

  it('after an operator publishes an urban bonus of $7,000, shows it here and in a second app on the same database', async () => {
    await publish(first, withUrbanBonus(7_000));
    const expected = { title: 'Asistencia hasta $62,000', text: expect.stringContaining('más $7,000 adicionales') as string };
    expect(await subsidyCard(first)).toEqual(expected);
    const embedded = await embeddedVersion(first);
    expect(embedded).toMatchObject({ assistance: { version: 4, parameters: { amounts: { urbanCentreBonus: 7_000 } } } });
    // Who published a version is not for visitors, as GET /api/programmes.
    expect(embedded.assistance).not.toHaveProperty('publishedBy');
    // The other app hears of it through the database's notice; until then it shows what it had.
    await expect.poll(() => subsidyCard(second), { timeout: 10_000 }).toEqual(expected);
    expect(await embeddedVersion(second)).toMatchObject({ assistance: { version: 4 } });
  });

  it('after an operator closes the assistance, says it is closed since when and leaves it out, here and in the other app', async () => {
    await publish(
      first,
      assistanceVersion((a) => void (a.status = { state: 'closed', since: '2026-11-28', applicationsOpenedOn: '2026-01-20' })),
    );
    const expected = {
      title: "Pronto pa' tu casa (CDBG-MIT): cerrado",
      text: "Pronto pa' tu casa (CDBG-MIT) está cerrado desde el 28 de noviembre de 2026. Tu presupuesto se calcula sin esa asistencia, solo con el préstamo y tus ahorros.",
    };
    expect(await subsidyCard(first)).toEqual(expected);
    await expect.poll(() => subsidyCard(second), { timeout: 10_000 }).toEqual(expected);
  });

  it('shows a scheduled version from its date, with no publish that day', async () => {
    const tomorrow = puertoRicoDate(new Date(Date.now() + day));
    await publish(scheduled, withUrbanBonus(9_000, tomorrow));
    expect((await subsidyCard(scheduled)).title).toBe('Asistencia hasta $60,000');
    scheduled.setClock(new Date(Date.now() + 2 * day));
    expect((await subsidyCard(scheduled)).title).toBe('Asistencia hasta $64,000');
  });
});

describe('GET / is sent from memory, compressed once per version', () => {
  it("allows the page's inline script by its hash, and no other inline script", async () => {
    const response = await landing(first);
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(landingCode).digest('base64');
    // Exactly 'self' and this one script: not 'unsafe-inline', and not the JSON data block the page also carries.
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(response.body).toContain('id="programme-data"');
    // Every other answer keeps the policy without it.
    const other = await first.app.inject({ method: 'GET', url: '/api/programme' });
    expect(String(other.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('sends brotli or gzip as the browser accepts, each the same page, with a validator of its own', async () => {
    const plain = await landing(first);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await landing(first, { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip, deflate' });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(response.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(response.headers.etag).not.toBe(plain.headers.etag);
    }
    // A refused encoding (q=0) is never sent.
    expect((await landing(first, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a browser that has this page, and the page again once it changed', async () => {
    const etag = String((await landing(first)).headers.etag);
    const again = await first.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await publish(first, withUrbanBonus(8_000));
    const changed = await first.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Asistencia hasta $63,000');
  });
});

describe('a build without the landing renderer', () => {
  it('stops start-up with what to do, rather than serve no landing page', async () => {
    const brokenDist = mkdtempSync(path.join(tmpdir(), 'casa-landing-broken-'));
    const brokenClient = path.join(brokenDist, 'client');
    mkdirSync(brokenClient);
    writeFileSync(path.join(brokenClient, 'index.html'), '<div id="root"><!--app--></div>');
    const brokenDatabase = await freshDatabase();
    try {
      await expect(buildApp({ ...config, clientDir: brokenClient }, { database: brokenDatabase, logger: false })).rejects.toThrow(
        `${path.join(brokenDist, 'prerender')} is missing: run npm run build`,
      );
    } finally {
      await brokenDatabase.dispose();
    }
  });
});
