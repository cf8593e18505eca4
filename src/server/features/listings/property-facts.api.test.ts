// What a listing says of its CRIM bill and of the assistance programme's property rules (docs/product/listings.md,
// docs/product/programme.md#property-tax) over HTTP: publishers set and change them, bad values are a Spanish 400
// that writes nothing, buyers read them, and the calculator's monthly cost uses the listing's CRIM bill.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OwnerListing, PropertiesPage, PropertyDetail } from '../../../shared/schemas/listings';
import { schema } from '../../db/client';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { sampleCalculation } from '../../../test/journey';
import { createListing } from '../../../test/listings';

const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
const { app, as } = built;
const db = built.database.db;
const bank = await createStaff(built, 'Banco de Hechos');
const admin = await createAdmin(built);
const buyer = await signUpBuyer(app);

const staffBase = '/api/institution/listings';
const rowOf = async (id: string) => (await db.select().from(schema.properties).where(eq(schema.properties.id, id)))[0]!;
const facts = (row: {
  crimAnnualTaxCents: number | null;
  construction: string;
  vacantAtClosing: string;
  urbanCentreCertified: string;
}) => ({
  crimAnnualTaxCents: row.crimAnnualTaxCents,
  construction: row.construction,
  vacantAtClosing: row.vacantAtClosing,
  urbanCentreCertified: row.urbanCentreCertified,
});

describe("a listing's CRIM bill and property rules", () => {
  it('start as no bill and unknown rules when the publisher leaves them out', async () => {
    const listing = await createListing(app, bank, {}, { status: 'draft' });
    const unknown = {
      crimAnnualTaxCents: null,
      construction: 'desconocido',
      vacantAtClosing: 'desconocido',
      urbanCentreCertified: 'desconocido',
    };
    expect(facts(listing)).toEqual(unknown);
    expect(facts(await rowOf(listing.id))).toEqual(unknown);
  });

  it('are stored as sent, shown to buyers in the list and the detail, and changed one at a time', async () => {
    const sent = { crimAnnualTaxCents: 123_456, construction: 'si', vacantAtClosing: 'no', urbanCentreCertified: 'si' } as const;
    const listing = await createListing(app, bank, { title: 'Casa con CRIM', ...sent });
    expect(facts(listing)).toEqual(sent);
    expect(facts(await rowOf(listing.id))).toEqual(sent);

    const detail = (await as(buyer).get(`/api/properties/${listing.id}`)).json() as PropertyDetail;
    expect(facts(detail)).toEqual(sent);
    const page = (await as(buyer).get('/api/properties?municipio=Caguas')).json() as PropertiesPage;
    expect(facts(page.items.find((item) => item.id === listing.id)!)).toEqual(sent);

    const changed = await as(bank).patch(`${staffBase}/${listing.id}`, { vacantAtClosing: 'si' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(facts(changed.json() as OwnerListing)).toEqual({ ...sent, vacantAtClosing: 'si' });
    // The bill can be taken away again (null), and a zero bill (an exonerated home) is a bill.
    const cleared = await as(bank).patch(`${staffBase}/${listing.id}`, { crimAnnualTaxCents: null });
    expect((cleared.json() as OwnerListing).crimAnnualTaxCents).toBeNull();
    const zero = await as(bank).patch(`${staffBase}/${listing.id}`, { crimAnnualTaxCents: 0 });
    expect((zero.json() as OwnerListing).crimAnnualTaxCents).toBe(0);
  });

  it.each([
    [{ crimAnnualTaxCents: -100 }, 'La contribución anual (CRIM) no puede ser negativa'],
    [{ construction: 'madera' }, 'Indica si la construcción es en hormigón: sí, no o no se sabe'],
    [{ urbanCentreCertified: null }, 'Indica si está en un centro urbano certificado: sí, no o no se sabe'],
  ])('refuses a change to %o in Spanish and changes nothing', async (patch, message) => {
    const listing = await createListing(app, admin, { crimAnnualTaxCents: 50_000, construction: 'si' }, { base: '/api/admin/listings' });
    const before = await rowOf(listing.id);
    const response = await as(admin).patch(`/api/admin/listings/${listing.id}`, patch);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowOf(listing.id)).toEqual(before);
  });

  it("makes the calculator's monthly property tax the listing's CRIM bill, said to come from the CRIM", async () => {
    const listing = await createListing(app, bank, { title: 'Casa de $200,000', priceCents: 20_000_000, crimAnnualTaxCents: 186_000 });
    const detail = (await as(buyer).get(`/api/properties/${listing.id}`)).json() as PropertyDetail;
    const atListing = { ...sampleCalculation, homePrice: detail.priceCents / 100, municipality: 'Caguas' as const };

    const withBill = await as(buyer).post('/api/calculator', { ...atListing, crimAnnualTax: detail.crimAnnualTaxCents! / 100 });
    expect(withBill.statusCode, withBill.body).toBe(201);
    // $1,860 a year ÷ 12 = $155 a month, whatever the estimate would say.
    expect(withBill.json().monthlyCost.propertyTax).toBe(155);
    expect(withBill.json().assumptions.propertyTax).toEqual({ source: 'crim', annual: 1_860, low: 1_860, high: 1_860 });

    // Without it, the programme's estimate, and a figure the buyer types wins over the bill.
    const estimated = (await as(buyer).post('/api/calculator', atListing)).json();
    expect(estimated.assumptions.propertyTax.source).toBe('estimate');
    expect(estimated.monthlyCost.propertyTax).not.toBe(155);
    const typed = (await as(buyer).post('/api/calculator', { ...atListing, crimAnnualTax: 1_860, propertyTaxAnnual: 1_200 })).json();
    expect(typed.assumptions.propertyTax).toMatchObject({ source: 'buyer', annual: 1_200 });
    expect(typed.monthlyCost.propertyTax).toBe(100);
  });

  it('refuses a negative tax figure in the calculator in Spanish and stores nothing', async () => {
    const runs = async () => (await db.select({ id: schema.calculatorRuns.id }).from(schema.calculatorRuns)).length;
    const before = await runs();
    const response = await as(buyer).post('/api/calculator', { ...sampleCalculation, crimAnnualTax: -1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('La contribución no puede ser negativa');
    expect(await runs()).toBe(before);
  });

  it("judges the listing's badge by the assistance programme in force: each property rule changes it", async () => {
    const assistance = (await as(buyer).get('/api/programmes')).json().assistance.parameters;
    expect(assistance.propertyRules).toEqual({ concreteRequired: true, vacantRequired: true, floodInsuranceInFloodZone: true });
    const listing = await createListing(app, bank, {
      title: 'Casa para la asistencia',
      construction: 'si',
      vacantAtClosing: 'si',
      floodZone: 'no',
      urbanCentreCertified: 'no',
    });
    const badgeAfter = async (patch: Record<string, string>) => {
      if (Object.keys(patch).length > 0) expect((await as(bank).patch(`${staffBase}/${listing.id}`, patch)).statusCode).toBe(200);
      return ((await as(buyer).get(`/api/properties/${listing.id}`)).json() as PropertyDetail).assistance;
    };
    expect(await badgeAfter({})).toEqual({
      verdict: 'si',
      label: `Elegible para ${assistance.name}: sí`,
      reasons: [],
      toConfirm: [],
      floodInsuranceRequired: false,
      urbanCentreBonus: 0,
    });
    expect(await badgeAfter({ construction: 'no' })).toMatchObject({
      verdict: 'no',
      label: `Elegible para ${assistance.name}: no`,
      reasons: ['no es de construcción en hormigón'],
    });
    expect(await badgeAfter({ construction: 'desconocido' })).toMatchObject({
      verdict: 'por-confirmar',
      label: `Elegible para ${assistance.name}: por confirmar`,
      toConfirm: ['si es de construcción en hormigón'],
    });
    expect(await badgeAfter({ construction: 'si', vacantAtClosing: 'no' })).toMatchObject({
      verdict: 'no',
      reasons: ['no estará desocupada al cierre'],
    });
    // A flood zone keeps the house eligible and asks for flood insurance; a certified urban centre adds the bonus.
    expect(await badgeAfter({ vacantAtClosing: 'si', floodZone: 'si' })).toMatchObject({ verdict: 'si', floodInsuranceRequired: true });
    expect(await badgeAfter({ urbanCentreCertified: 'si' })).toMatchObject({ urbanCentreBonus: assistance.amounts.urbanCentreBonus });
    expect(await badgeAfter({ urbanCentreCertified: 'desconocido' })).toMatchObject({ urbanCentreBonus: null });
  });
});
