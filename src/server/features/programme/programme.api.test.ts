// Programme versions through the API (docs/product/programme.md#programme-parameters-as-data): the operator publishes
// a version and every new result follows it while stored ones keep theirs; bad versions are refused in Spanish with
// nothing written; a scheduled version comes into force on its date; a publish in one process reaches the others.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  defaultProgrammeParameters,
  initialVersionNote,
  initialVersionSource,
  type AdminProgramme,
  type ProgrammeParameters,
  type ProgrammeVersion,
  type PublishProgramme,
} from '../../../shared/programme';
import { puertoRicoDate } from '../../../shared/time-zone';
import { appWithClock, createAdmin, signUpBuyer, twoAppsOnOneDatabase, testConfig } from '../../../test/app';
import { qualifyingAnswers, sampleCalculation } from '../../../test/journey';
import { requestsTo } from '../../../test/requests';
import type { BuiltApp } from '../../app';
import { schema } from '../../db/client';

// Polling another process for the new version must never meet the API's rate limit instead.
const config = testConfig({ RATE_LIMIT_API_PER_MINUTE: '100000' });

// A second app on the same database is a second process (src/test/app.ts).
const { database, first, second } = await twoAppsOnOneDatabase(config);
// A scheduled version changes what is in force for the rest of a file, so that test has a database of its own, and
// an app whose clock it moves.
const scheduled = await appWithClock(config);

const { as } = requestsTo(first.app);
const operator = await createAdmin(first);
const db = database.db;

const day = 24 * 60 * 60 * 1000;
const today = () => puertoRicoDate(new Date());
/** The Puerto Rico date `days` after `date` (YYYY-MM-DD). */
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * day).toISOString().slice(0, 10);

/** A version to publish: the defaults changed by `change`, in force today. */
function draft(change: (p: ProgrammeParameters) => void = () => undefined, body: Partial<PublishProgramme> = {}): PublishProgramme {
  const parameters = structuredClone(defaultProgrammeParameters);
  change(parameters);
  return {
    parameters,
    effectiveFrom: today(),
    sourceUrl: 'https://www.vivienda.pr.gov/programa-2026',
    note: 'Guías de 2026: adicional urbano de $7,000.',
    ...body,
  };
}

async function adminView(app: BuiltApp = first): Promise<AdminProgramme> {
  const response = await requestsTo(app.app).as(operator).get('/api/admin/programme');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function inForce(app: BuiltApp = first): Promise<ProgrammeVersion> {
  const response = await requestsTo(app.app).anonymous.get('/api/programme');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function publish(body: PublishProgramme) {
  const response = await as(operator).put('/api/admin/programme', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminProgramme;
}

describe('GET /api/programme', () => {
  it('answers version 1, the figures the app launched with, its note and source, and not who published it', async () => {
    const version = await inForce();
    expect(version).toMatchObject({
      version: 1,
      effectiveFrom: '2025-01-01',
      sourceUrl: initialVersionSource,
      note: initialVersionNote,
      parameters: defaultProgrammeParameters,
    });
    expect(version).not.toHaveProperty('publishedBy');
    expect(await adminView()).toMatchObject({ current: { version: 1 }, versions: [{ version: 1, publishedBy: null }] });
  });
});

describe('PUT /api/admin/programme', () => {
  it('publishes version 2: new results follow it at once, results stored before keep version 1 and their figures', async () => {
    const before = await signUpBuyer(first.app);
    const oldRun = (await as(before).post('/api/calculator', sampleCalculation)).json();
    expect(oldRun).toMatchObject({ hbaSubsidy: 60_000, maxMortgage: 260_794, totalBudget: 325_794, programmeVersion: 1 });
    const oldCheck = (await as(before).post('/api/eligibility', qualifyingAnswers)).json();
    expect(oldCheck).toMatchObject({ qualifies: true, reasons: [], programmeVersion: 1 });

    const published = await publish(
      draft((p) => {
        p.subsidy.urbanBonus = 7_000;
        p.eligibility.minAge = 30;
      }),
    );
    expect(published.current).toMatchObject({ version: 2, effectiveFrom: today(), publishedBy: operator.email });
    expect(published.versions.map((v) => v.version)).toEqual([2, 1]);
    expect((await inForce()).parameters).toMatchObject({ subsidy: { urbanBonus: 7_000 }, eligibility: { minAge: 30 } });

    const after = await signUpBuyer(first.app);
    const newRun = await as(after).post('/api/calculator', sampleCalculation);
    expect(newRun.statusCode, newRun.body).toBe(201);
    // $55,000 standard grant + the new $7,000 urban bonus; the loan's figures did not change.
    expect(newRun.json()).toMatchObject({ hbaSubsidy: 62_000, maxMortgage: 260_794, totalBudget: 327_794, programmeVersion: 2 });
    const newCheck = await as(after).post('/api/eligibility', qualifyingAnswers);
    expect(newCheck.statusCode, newCheck.body).toBe(201);
    expect(newCheck.json()).toMatchObject({ qualifies: false, reasons: ['Debes tener entre 30 y 35 años'], programmeVersion: 2 });

    // What was stored before the publish is read back as it was computed.
    expect((await as(before).get('/api/progress')).json()).toMatchObject({
      lastCalculatorResult: { id: oldRun.id, hbaSubsidy: 60_000, totalBudget: 325_794, programmeVersion: 1 },
      lastEligibilityResult: { id: oldCheck.id, qualifies: true, reasons: [] },
    });
    const [check] = await db.select().from(schema.eligibilityChecks).where(eq(schema.eligibilityChecks.userId, before.id));
    expect(check).toMatchObject({ qualifies: true, reasons: [], programmeVersion: 1 });
    const [run] = await db.select().from(schema.calculatorRuns).where(eq(schema.calculatorRuns.userId, before.id));
    expect(run).toMatchObject({ hbaSubsidyCents: 6_000_000, totalBudgetCents: 32_579_400, programmeVersion: 1 });
  });

  const refusals: Array<[string, PublishProgramme, RegExp | string, string[]]> = [
    [
      'a negative rate',
      draft((p) => void (p.loan.annualInterestRate = -0.01)),
      /^La tasa de interés no puede ser un número negativ/,
      ['parameters', 'loan', 'annualInterestRate'],
    ],
    [
      'a minimum age above the maximum',
      draft((p) => void (p.eligibility.minAge = 40)),
      'La edad máxima debe ser mayor o igual a la mínima',
      ['parameters', 'eligibility', 'maxAge'],
    ],
    [
      'a municipality that does not exist in the tax table',
      draft((p) => void (p.costs.propertyTax.rates = { 'San Juan': 0.0903, Gotham: 0.1 } as typeof p.costs.propertyTax.rates)),
      'Municipio desconocido: Gotham',
      ['parameters', 'costs', 'propertyTax', 'rates'],
    ],
    [
      'a municipal rate below zero',
      draft((p) => void (p.costs.propertyTax.rates = { Ponce: -0.05 })),
      /^La tasa del municipio no puede ser un número negativ/,
      ['parameters', 'costs', 'propertyTax', 'rates', 'Ponce'],
    ],
    [
      'a whole-dollar figure with cents',
      draft((p) => void (p.subsidy.urbanBonus = 7_000.5)),
      'El adicional urbano debe ser un número entero',
      ['parameters', 'subsidy', 'urbanBonus'],
    ],
    ['a note of spaces only', draft(undefined, { note: '   ' }), 'Explica el cambio en una nota', ['note']],
    [
      'a source that is not a link',
      draft(undefined, { sourceUrl: 'la página de Vivienda' }),
      'Ingresa un enlace válido (https://…) a la fuente oficial',
      ['sourceUrl'],
    ],
    [
      'a source link that is not a web address',
      draft(undefined, { sourceUrl: 'javascript:alert(1)' }),
      'Ingresa un enlace válido (https://…) a la fuente oficial',
      ['sourceUrl'],
    ],
    [
      'a CRIM source that is not a link',
      draft((p) => void (p.costs.propertyTax.source = 'CRIM')),
      'Ingresa un enlace válido (https://…) a la fuente de las tasas',
      ['parameters', 'costs', 'propertyTax', 'source'],
    ],
    [
      'a date that does not exist',
      draft(undefined, { effectiveFrom: '2030-02-30' }),
      'Ingresa una fecha válida (AAAA-MM-DD)',
      ['effectiveFrom'],
    ],
  ];

  it.each(refusals)('refuses %s in Spanish, next to the field, and writes nothing', async (_case, body, message, path) => {
    const versionsBefore = (await adminView()).versions;
    const response = await as(operator).put('/api/admin/programme', body);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json() as { message: string; issues: Array<{ path: string[]; message: string }> };
    if (typeof message === 'string') expect(answer.message).toBe(message);
    else expect(answer.message).toMatch(message);
    expect(answer.issues[0]?.path).toEqual(path);
    expect((await adminView()).versions).toEqual(versionsBefore);
  });

  it('refuses a version without a note, and one in force from a past date, writing nothing', async () => {
    const versionsBefore = (await adminView()).versions;
    const noNote: Partial<PublishProgramme> = draft();
    delete noNote.note;
    const missing = await as(operator).put('/api/admin/programme', noNote);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ issues: [{ path: ['note'] }] });

    const past = await as(operator).put('/api/admin/programme', draft(undefined, { effectiveFrom: plusDays(today(), -1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ message: 'La fecha de vigencia no puede ser anterior a hoy' });
    expect((await adminView()).versions).toEqual(versionsBefore);
  });

  it("refuses a buyer's publish, and nothing changes", async () => {
    const versionsBefore = (await adminView()).versions;
    const inForceBefore = await inForce();
    const buyer = await signUpBuyer(first.app);
    const response = await as(buyer).put(
      '/api/admin/programme',
      draft((p) => void (p.subsidy.urbanBonus = 1_000_000)),
    );
    expect(response.statusCode).toBe(403);
    expect((await adminView()).versions).toEqual(versionsBefore);
    expect(await inForce()).toEqual(inForceBefore);
  });
});

describe('a version published in one process', () => {
  it("is in force in the other process's GET /api/programme within a moment", async () => {
    // Both processes have read the version in force, so each keeps it in memory.
    const before = await inForce(first);
    expect(await inForce(second)).toEqual(before);
    const published = await requestsTo(second.app)
      .as(await createAdmin(second))
      .put(
        '/api/admin/programme',
        draft((p) => void (p.subsidy.standard = 45_000), { note: 'Subsidio estándar del registro público' }),
      );
    expect(published.statusCode, published.body).toBe(200);

    const started = Date.now();
    let seen = before;
    while (seen.version === before.version && Date.now() - started < 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = await inForce(first);
    }
    expect(seen).toMatchObject({ version: before.version + 1, parameters: { subsidy: { standard: 45_000 } } });
  });
});

describe('a scheduled version', () => {
  const { as: asScheduled, anonymous: scheduledAnonymous } = requestsTo(scheduled.app);

  it('is listed but not in force until its date; then it is, in the same process, which tells its listeners', async () => {
    const scheduledOperator = await createAdmin(scheduled);
    const tomorrow = plusDays(today(), 1);
    const response = await asScheduled(scheduledOperator).put(
      '/api/admin/programme',
      draft((p) => void (p.subsidy.urbanBonus = 7_000), { effectiveFrom: tomorrow }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json() as AdminProgramme;
    expect(view.current.version).toBe(1);
    expect(view.versions.map((v) => [v.version, v.effectiveFrom])).toEqual([
      [2, tomorrow],
      [1, '2025-01-01'],
    ]);
    expect((await scheduledAnonymous.get('/api/programme')).json()).toMatchObject({ version: 1 });
    const buyer = await signUpBuyer(scheduled.app);
    expect((await asScheduled(buyer).post('/api/calculator', sampleCalculation)).json()).toMatchObject({
      hbaSubsidy: 60_000,
      programmeVersion: 1,
    });

    let told = 0;
    const stop = scheduled.programme.onChange(() => told++);
    // One minute into tomorrow in Puerto Rico.
    scheduled.setClock(new Date(`${tomorrow}T00:01:00-04:00`));
    try {
      expect((await scheduledAnonymous.get('/api/programme')).json()).toMatchObject({
        version: 2,
        parameters: { subsidy: { urbanBonus: 7_000 } },
      });
      expect((await asScheduled(buyer).post('/api/calculator', sampleCalculation)).json()).toMatchObject({
        hbaSubsidy: 62_000,
        programmeVersion: 2,
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(told).toBeGreaterThan(0);
      // The publish judges "today" by the same clock: the real today is now in the past.
      const late = await asScheduled(scheduledOperator).put('/api/admin/programme', draft(undefined, { effectiveFrom: today() }));
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ message: 'La fecha de vigencia no puede ser anterior a hoy' });
    } finally {
      stop();
      scheduled.setClock(null);
    }
  });
});
