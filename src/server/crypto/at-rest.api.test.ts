// docs/decisions/0123-contact-data-encrypted-at-rest.md: a buyer's contact data, written through the API as a person
// writes it (a lead, an eligibility check, a contact note, a message), is found nowhere in the embedded database's files, in a backup made by `db:backup`, nor in the app's log.
// Each place is checked to hold a plain control value written beside it, so an empty search proves something.
import { randomInt } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../shared/api-paths';
import { buildApp } from '../app';
import { backup } from '../db/backup';
import { openDatabase } from '../db/client';
import { createStaff, freshUploadsDir, rememberTestApp, signUpBuyer, testConfig } from '../../test/app';
import { qualifyingAnswers } from '../../test/journey';
import { submitLead, unlockLead } from '../../test/marketplace';
import { requestsTo } from '../../test/requests';

const dataDir = mkdtempSync(path.join(tmpdir(), 'casa-at-rest-'));
const backupFile = path.join(mkdtempSync(path.join(tmpdir(), 'casa-at-rest-backup-')), 'backup.sql');
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(path.dirname(backupFile), { recursive: true, force: true });
});

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');
// Unique to this run, so nothing else in the files can hold them by chance.
const nameMarker = `Marcador${letters(12)}`;
const phoneDigits = `787${randomInt(2_000_000, 9_999_999)}`;
const phoneMarker = `(${phoneDigits.slice(0, 3)}) ${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}`;
// Written into a column that is not contact data (the lead's user agent), which stays plain: the search must find it.
const control = `Control${letters(12)}`;
const secrets = [nameMarker, phoneMarker, phoneDigits, `${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}`];

const database = openDatabase({ kind: 'pglite', dataDir }, { error: () => undefined }, { serve: true });
const lines: string[] = [];
const config = {
  ...testConfig({ LOG_LEVEL: 'debug' }),
  database: { kind: 'pglite' as const, dataDir },
  uploadsDir: await freshUploadsDir(),
};
const built = await buildApp(config, { database, logger: { write: (line) => void lines.push(line) } });
rememberTestApp(built);
afterAll(async () => {
  await built.app.close();
  await database.close();
});
const { as } = requestsTo(built.app);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => statSync(file).isFile());
}
const found = (haystack: Buffer, needle: string) => haystack.includes(Buffer.from(needle, 'utf8'));

describe('contact data at rest', { timeout: 120_000 }, () => {
  it('is readable through the API but appears in no data file, no backup and no log line', async () => {
    const buyer = await signUpBuyer(built.app, 'Comprador Marcado');
    // The lead form's contact data; its e-mail is the account's own, verified address (the sign-in e-mail stays plain).
    const leadId = await submitLead(built.app, buyer, {
      nombre: `Ana ${nameMarker}`,
      correo: buyer.email,
      movil: phoneMarker,
      user_agent: `vitest ${control}`,
    });
    const eligibility = await as(buyer).post(apiPaths.eligibility, { ...qualifyingAnswers, name: `Ana ${nameMarker}`, phone: phoneMarker });
    expect(eligibility.statusCode, eligibility.body).toBe(201);
    const bank = await createStaff(built, 'Banco Marcado');
    await unlockLead(built.app, bank, buyer, leadId);
    const attempt = await as(bank).post(apiPaths.contactAttempts(leadId), {
      attemptedAt: new Date().toISOString(),
      channel: 'phone',
      outcome: 'no-answer',
      note: `Llamamos al ${phoneMarker}`,
    });
    expect(attempt.statusCode, attempt.body).toBe(201);
    const [conversation] = (await as(buyer).get(apiPaths.conversations)).json() as Array<{ id: string }>;
    const sent = await as(buyer).post(apiPaths.conversationMessages(apiPaths.conversations, conversation!.id), {
      content: `Llámenme al ${phoneMarker}, soy ${nameMarker}`,
    });
    expect(sent.statusCode, sent.body).toBe(201);

    // Served opened to who may read it: the unlocking bank (list, lead, CSV) and the buyer (progress, export).
    const reads = [
      await as(bank).get(apiPaths.bankLeads),
      await as(bank).get(apiPaths.bankLead(leadId)),
      await as(bank).get(apiPaths.bankLeadsCsv),
      await as(bank).get(apiPaths.contactAttempts(leadId)),
      await as(buyer).get(apiPaths.progress),
      await as(buyer).get(apiPaths.myDataExport),
      await as(bank).get(apiPaths.conversationMessages(apiPaths.institutionConversations, conversation!.id)),
    ];
    for (const read of reads) expect(read.statusCode, read.body).toBe(200);
    expect(reads[0]!.body).toContain(nameMarker);
    expect(reads[1]!.body).toContain(phoneMarker);
    expect(reads[2]!.body).toContain(nameMarker);
    expect(reads[3]!.body).toContain(`Llamamos al ${phoneMarker}`);
    expect(reads[4]!.body).toContain(nameMarker);
    expect(reads[5]!.body).toContain(phoneMarker);
    expect(reads[6]!.body).toContain(`Llámenme al ${phoneMarker}`);

    // Everything in shared buffers goes to the files.
    await database.db.execute(sql`checkpoint`);
    const files = filesUnder(dataDir).map((file) => readFileSync(file));
    expect(files.some((bytes) => found(bytes, control))).toBe(true);
    for (const secret of secrets) expect(files.filter((bytes) => found(bytes, secret))).toHaveLength(0);

    await backup(config.database, backupFile);
    const dump = readFileSync(backupFile);
    expect(found(dump, control)).toBe(true);
    for (const secret of secrets) expect(found(dump, secret), `backup holds ${secret}`).toBe(false);

    const log = Buffer.from(lines.join(''));
    expect(found(log, leadId)).toBe(true);
    for (const secret of secrets) expect(found(log, secret), `log holds ${secret}`).toBe(false);
  });
});
