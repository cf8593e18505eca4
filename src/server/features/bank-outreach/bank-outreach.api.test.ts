import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { completeEligibilityAndCalculator, qualifyingAnswers, samplePrequalification } from '../../../test/journey';
import { openContact } from '../../crypto/contact-data';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const db = built.database.db;

const institutions = await db.select().from(schema.institutions);
const byName = (name: string) => institutions.find((institution) => institution.name === name)!;
const popular = byName('Banco Popular de Puerto Rico');
const firstBank = byName('FirstBank Puerto Rico');
const nave = byName('Nave Bank'); // contacted through its online form, no e-mail

const rowsOf = (userId: string) => db.select().from(schema.bankContactProgress).where(eq(schema.bankContactProgress.userId, userId));
const lettersTo = (email: string) =>
  db
    .select()
    .from(schema.emailOutbox)
    .where(and(eq(schema.emailOutbox.toAddress, email), eq(schema.emailOutbox.kind, 'bank-letter')));
const outreachOf = (userId: string) => db.select().from(schema.bankOutreach).where(eq(schema.bankOutreach.userId, userId));

async function readyBuyer() {
  const buyer = await signUpBuyer(app);
  await completeEligibilityAndCalculator(app, buyer);
  return buyer;
}

describe('POST /api/bank-outreach', () => {
  it('contacts each chosen bank once, e-mails those reached by e-mail, and records the outreach', async () => {
    const buyer = await readyBuyer();
    const popularLetters = (await lettersTo(popular.email!)).length;
    const response = await as(buyer).post('/api/bank-outreach', {
      ...samplePrequalification,
      selectedBanks: [popular.id, firstBank.id, nave.id, popular.id],
    });
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result.emailsSent).toBe(2);
    expect(result.banks.map((bank: { name: string; emailQueued: boolean }) => [bank.name, bank.emailQueued])).toEqual([
      [popular.name, true],
      [firstBank.name, true],
      [nave.name, false],
    ]);

    const rows = await rowsOf(buyer.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({ contactMade: true, connectionStatus: null, formsSubmitted: false });
      expect(row.contactMadeAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(await lettersTo(popular.email!)).toHaveLength(popularLetters + 1);
    const [outreach] = await outreachOf(buyer.id);
    expect(outreach).toMatchObject({ municipality: 'Bayamón', priceRange: '250000-300000', emailsSent: 2 });
    // Sealed at rest (docs/decisions/0123-…).
    expect(outreach!.userName).toMatch(/^enc:v1:/);
    expect(openContact(outreach!.userName)).toBe('María Santiago');
    expect(outreach!.selectedBankIds).toEqual([popular.id, firstBank.id, nave.id]);
  });

  it('writes the letter from the stored figures, not from figures the client sends', async () => {
    const buyer = await readyBuyer();
    const response = await as(buyer).post('/api/bank-outreach', {
      ...samplePrequalification,
      nombre: 'Ana Letra Única',
      selectedBanks: [firstBank.id],
      calculatorData: { maxMortgage: 999_999, totalBudget: 1_234_567 },
      eligibilityData: { qualifies: true },
    });
    expect(response.statusCode).toBe(201);
    const [letter] = (await lettersTo(firstBank.email!)).filter((mail) => mail.subject.includes('Ana Letra Única'));
    expect(letter!.subject).toBe('Solicitud de precualificación hipotecaria: Ana Letra Única');
    expect(letter!.status).toBe('pending');
    expect(letter!.textBody).toContain('Estimado equipo de FirstBank Puerto Rico:');
    expect(letter!.textBody).toMatch(/Hipoteca máxima estimada: \$\s?260,794/);
    // The 2026 versions in force: 260,794 of mortgage + Pronto pa' tu casa's 45,000 + 5,000 urban + 5,000 of savings
    // (the sample buyer, a household of 3 at $60,000, is under its limit).
    expect(letter!.textBody).toMatch(/Presupuesto total estimado: \$\s?315,794/);
    expect(letter!.textBody).toContain('(787) 555-0123');
    expect(letter!.textBody).not.toContain('999');
  });

  it('updates the row of a bank contacted before instead of adding one, keeping the steps taken', async () => {
    const buyer = await readyBuyer();
    await as(buyer).post('/api/bank-outreach', { ...samplePrequalification, selectedBanks: [popular.id] });
    const [first] = await rowsOf(buyer.id);
    await as(buyer).patch(`/api/bank-contact-progress/${first!.id}`, { connectionStatus: 'accepted' });
    await as(buyer).post('/api/bank-outreach', { ...samplePrequalification, selectedBanks: [popular.id] });
    const rows = await rowsOf(buyer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(first!.id);
    expect(rows[0]!.connectionStatus).toBe('accepted');
    expect(rows[0]!.contactMadeAt!.getTime()).toBeGreaterThanOrEqual(first!.contactMadeAt!.getTime());
    expect(await outreachOf(buyer.id)).toHaveLength(2);
  });

  it('answers 409 "Información faltante" before eligibility and the calculator, writing nothing', async () => {
    const buyer = await signUpBuyer(app);
    await as(buyer).post('/api/eligibility', qualifyingAnswers);
    const response = await as(buyer).post('/api/bank-outreach', { ...samplePrequalification, selectedBanks: [popular.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Información faltante/);
    expect(await rowsOf(buyer.id)).toHaveLength(0);
    expect(await outreachOf(buyer.id)).toHaveLength(0);
  });

  it.each([
    ['no bank', { selectedBanks: [] }, 'Selecciona al menos una institución'],
    ['a bank id that is not an id', { selectedBanks: ['popular'] }, 'Institución desconocida'],
    ['an unknown bank', { selectedBanks: ['00000000-0000-4000-8000-000000000000'] }, 'Institución desconocida'],
    ['a missing name', { nombre: ' ' }, 'El nombre es requerido'],
    ['a bad e-mail', { email: 'maria@' }, 'Email inválido'],
    ['a short mobile', { movil: '787555' }, 'Número de móvil muy corto'],
    ['a mobile with letters', { movil: '787-555-012a' }, 'Solo números, espacios, paréntesis y guiones'],
    ['a mobile with 11 digits', { movil: '787 555 01234' }, 'Debe contener exactamente 10 dígitos'],
    ['an unknown municipality', { municipio: 'Springfield' }, 'Selecciona tu municipio'],
    ['an unknown price range', { rangoPrecio: '1-2' }, 'Selecciona un rango de precio'],
  ])('refuses %s with a Spanish 400 and writes nothing', async (_case, change, message) => {
    const buyer = await readyBuyer();
    const response = await as(buyer).post('/api/bank-outreach', { ...samplePrequalification, selectedBanks: [popular.id], ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowsOf(buyer.id)).toHaveLength(0);
    expect(await outreachOf(buyer.id)).toHaveLength(0);
  });

  it('refuses a deactivated institution', async () => {
    const buyer = await readyBuyer();
    const staff = await createStaff(built, 'Banco Que Cerró');
    await db.update(schema.institutions).set({ active: false }).where(eq(schema.institutions.id, staff.institution.id));
    const response = await as(buyer).post('/api/bank-outreach', {
      ...samplePrequalification,
      selectedBanks: [popular.id, staff.institution.id],
    });
    expect(response.statusCode).toBe(400);
    expect(await rowsOf(buyer.id)).toHaveLength(0);
  });

  it('is for signed-in buyers only', async () => {
    const body = { ...samplePrequalification, selectedBanks: [popular.id] };
    expect((await anonymous.post('/api/bank-outreach', body)).statusCode).toBe(401);
    const staff = await createStaff(built);
    expect((await as(staff).post('/api/bank-outreach', body)).statusCode).toBe(403);
  });
});
