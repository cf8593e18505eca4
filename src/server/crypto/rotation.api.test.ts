// docs/decisions/0123-contact-data-encrypted-at-rest.md: after a new key is put first in DATA_ENCRYPTION_KEY, the
// rotation re-seals every value (plain rows from before encryption, rows under the old key) while buyers keep writing
// and an institution keeps reading: nothing is lost, every value opens, and all are under the new key.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../shared/api-paths';
import { createStaff, setupTestApp, signUpBuyer, testConfig } from '../../test/app';
import { qualifyingAnswers } from '../../test/journey';
import { submitLead, unlockLead } from '../../test/marketplace';
import { buildApp } from '../app';
import { schema } from '../db/client';
import { createContactCipher } from './contact-cipher';
import { resealRow, rotateUntilCurrent } from './rotate';
import { sealedTables } from './sealed-columns';

const k1 = { id: 'k1', key: randomBytes(32) };
const k2 = { id: 'k2', key: randomBytes(32) };
const spec = (...keys: Array<typeof k1>) => keys.map((key) => `${key.id}:${key.key.toString('base64')}`).join(',');
// The app runs with the new key first and the old one kept for reading, as after the deploy that starts a rotation.
const built = await setupTestApp({ DATA_ENCRYPTION_KEY: spec(k2, k1) });
const { app, as } = built;
const db = built.database.db;
const rotation = createContactCipher([k2, k1], testConfig().authSecret);
const oldOnly = createContactCipher([k1], testConfig().authSecret);
const newOnly = createContactCipher([k2], testConfig().authSecret);
const l = schema.leads;

const phone = (n: number, round: number) => `(787) 55${round}-${String(1000 + n).slice(-4)}`;

describe('keys:rotate while the app serves', { timeout: 180_000 }, () => {
  it('re-seals old and plain values under the new key, losing no concurrent write', async () => {
    const buyers = [];
    for (let n = 0; n < 24; n++) {
      const buyer = await signUpBuyer(app, `Comprador ${n}`);
      const leadId = await submitLead(app, buyer, { nombre: `Persona ${n}`, correo: buyer.email, movil: phone(n, 0) });
      expect(
        (await as(buyer).post(apiPaths.eligibility, { ...qualifyingAnswers, name: `Persona ${n}`, phone: phone(n, 0) })).statusCode,
      ).toBe(201);
      buyers.push({ ...buyer, n, leadId, expected: phone(n, 0) });
    }
    // Rows from before: a third sealed under the old key, a third still plain (written before encryption existed).
    for (const buyer of buyers.filter((b) => b.n % 3 === 0)) {
      await db
        .update(l)
        .set({ nombre: oldOnly.seal(`Persona ${buyer.n}`), correo: oldOnly.seal(buyer.email), movil: oldOnly.seal(buyer.expected) })
        .where(eq(l.id, buyer.leadId));
    }
    for (const buyer of buyers.filter((b) => b.n % 3 === 1)) {
      await db
        .update(l)
        .set({ nombre: `Persona ${buyer.n}`, correo: buyer.email, movil: buyer.expected, correoLookup: null, movilLookup: null })
        .where(eq(l.id, buyer.leadId));
      const e = schema.eligibilityChecks;
      await db
        .update(e)
        .set({ name: `Persona ${buyer.n}`, phone: buyer.expected })
        .where(eq(e.userId, buyer.id));
    }
    const bank = await createStaff(built, 'Banco Rotación');
    for (const buyer of buyers.slice(0, 3)) await unlockLead(app, bank, buyer, buyer.leadId);

    // Writers change their phone, a reader pages through leads, and the rotation runs in small batches, all at once.
    let rotating = true;
    const writers = buyers.map(async (buyer) => {
      for (let round = 1; round <= 3; round++) {
        await submitLead(app, buyer, { nombre: `Persona ${buyer.n}`, correo: buyer.email, movil: phone(buyer.n, round) });
        buyer.expected = phone(buyer.n, round);
      }
    });
    const reader = (async () => {
      let reads = 0;
      while (rotating || reads === 0) {
        const page = await as(bank).get(apiPaths.bankLeads);
        expect(page.statusCode, page.body).toBe(200);
        reads++;
      }
      return reads;
    })();
    const result = await rotateUntilCurrent(db, rotation, { batchSize: 5 });
    rotating = false;
    await Promise.all([...writers, reader]);
    // What the rotation skipped (written meanwhile) was sealed by its writer; a second pass finds nothing left.
    expect(result.sealed).toBeGreaterThan(0);
    expect(await rotateUntilCurrent(db, rotation)).toEqual({ sealed: 0, skipped: 0 });

    const rows = await db
      .select()
      .from(l)
      .where(
        inArray(
          l.id,
          buyers.map((b) => b.leadId),
        ),
      );
    expect(rows).toHaveLength(buyers.length);
    for (const row of rows) {
      const buyer = buyers.find((b) => b.leadId === row.id)!;
      for (const value of [row.nombre, row.correo, row.movil]) expect(value).toMatch(/^enc:v1:k2:/);
      // The old key is no longer needed for anything.
      expect(newOnly.open(row.movil)).toBe(buyer.expected);
      expect(newOnly.open(row.nombre)).toBe(`Persona ${buyer.n}`);
      expect(newOnly.open(row.correo)).toBe(buyer.email);
      expect(row.correoLookup).toBe(newOnly.emailLookup(buyer.email));
      expect(row.movilLookup).toBe(newOnly.phoneLookup(buyer.expected));
    }
    const checks = await db.select().from(schema.eligibilityChecks);
    for (const check of checks) for (const value of [check.name, check.email, check.phone]) expect(value).toMatch(/^enc:v1:k2:/);
    const progress = await db.select().from(schema.buyerProgress);
    for (const row of progress)
      expect((row.lastEligibilityResult as { phone?: string } | null)?.phone ?? 'enc:v1:k2:').toMatch(/^enc:v1:k2:/);

    // The unlocking bank still reads the latest contact, opened.
    const lead = await as(bank).get(apiPaths.bankLead(buyers[0]!.leadId));
    expect(lead.json()).toMatchObject({ movil: buyers[0]!.expected, nombre: 'Persona 0' });
  });

  it('never overwrites a value written between its read and its write (compare-and-set)', async () => {
    const buyer = await signUpBuyer(app, 'Comprador Concurrente');
    const leadId = await submitLead(app, buyer, { nombre: 'Persona Vieja', correo: buyer.email, movil: '(787) 555-7000' });
    await db
      .update(l)
      .set({ movil: oldOnly.seal('(787) 555-7000') })
      .where(eq(l.id, leadId));
    // The rotation reads the row under the old key...
    const [read] = await db.select({ nombre: l.nombre, correo: l.correo, movil: l.movil }).from(l).where(eq(l.id, leadId));
    // ...the buyer corrects the phone before the rotation writes...
    await submitLead(app, buyer, { nombre: 'Persona Vieja', correo: buyer.email, movil: '(787) 555-7111' });
    // ...and the rotation's write finds the row changed: it leaves it to the writer.
    const leads = sealedTables.find((table) => table.name === 'leads')!;
    expect(await resealRow(db, rotation, leads, { id: leadId, values: [read!.nombre, read!.correo, read!.movil] })).toBe(false);
    const [row] = await db.select().from(l).where(eq(l.id, leadId));
    expect(newOnly.open(row!.movil)).toBe('(787) 555-7111');
    expect(row!.movilLookup).toBe(newOnly.phoneLookup('(787) 555-7111'));
  });

  it('is also run by the server after it starts: a plain row from before encryption is sealed without the command', async () => {
    const buyer = await signUpBuyer(app, 'Comprador Antiguo');
    const leadId = await submitLead(app, buyer, { nombre: 'Persona Antigua', correo: buyer.email, movil: '(787) 555-7222' });
    await db
      .update(l)
      .set({ nombre: 'Persona Antigua', correo: buyer.email, movil: '(787) 555-7222', correoLookup: null, movilLookup: null })
      .where(eq(l.id, leadId));
    // A second process starting on the same database, as main.ts starts one (housekeeping on).
    const second = await buildApp(testConfig({ DATA_ENCRYPTION_KEY: spec(k2, k1) }), {
      database: built.database,
      logger: false,
      housekeeping: true,
    });
    try {
      await expect
        .poll(async () => (await db.select({ movil: l.movil }).from(l).where(eq(l.id, leadId)))[0]!.movil, { timeout: 15_000 })
        .toMatch(/^enc:v1:k2:/);
    } finally {
      await second.app.close();
    }
    const [row] = await db.select().from(l).where(eq(l.id, leadId));
    expect(newOnly.open(row!.nombre)).toBe('Persona Antigua');
    expect(row!.correoLookup).toBe(newOnly.emailLookup(buyer.email));
  });
});
