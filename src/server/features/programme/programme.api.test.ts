// Programme versions through the API (docs/product/programme.md#programme-parameters-as-data, #two-programmes): the
// loan and the assistance are versioned apart; the 2026 versions are published at start-up with their sources; the
// operator publishes a version of either and every new result follows it while stored ones keep theirs; bad versions
// are refused in Spanish with nothing written; a scheduled version comes into force on its date; a publish in one
// process reaches the others.
import { desc, eq, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  defaultAssistanceParameters,
  defaultProgrammeParameters,
  initialAssistanceNote,
  initialVersionNote,
  initialVersionSource,
  type AdminProgramme,
  type AdminProgrammes,
  type AssistanceParameters,
  type ProgrammeParameters,
  type ProgrammeVersion,
  type Programmes,
  type PublishAssistance,
  type PublishProgramme,
} from '../../../shared/programme';
import { puertoRicoDate } from '../../../shared/time-zone';
import { appWithClock, createAdmin, signUpBuyer, twoAppsOnOneDatabase, testConfig } from '../../../test/app';
import { qualifyingAnswers, sampleCalculation } from '../../../test/journey';
import { requestsTo } from '../../../test/requests';
import type { BuiltApp } from '../../app';
import { schema } from '../../db/client';
import { published2026 } from './published-2026';

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

/** An assistance version to publish: the 2026 one changed by `change`, in force today. */
function assistanceDraft(
  change: (a: AssistanceParameters) => void = () => undefined,
  body: Partial<PublishAssistance> = {},
): PublishAssistance {
  const parameters = structuredClone(published2026.assistance.at(-1)!.parameters);
  change(parameters);
  return {
    parameters,
    effectiveFrom: today(),
    sourceUrl: 'https://recuperacion.pr.gov/en/downpayment-for-your-home',
    note: 'Cambio.',
    ...body,
  };
}

async function bothViews(app: BuiltApp = first): Promise<AdminProgrammes> {
  const response = await requestsTo(app.app).as(operator).get('/api/admin/programmes');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function programmes(app: BuiltApp = first): Promise<Programmes> {
  const response = await requestsTo(app.app).anonymous.get('/api/programmes');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
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

describe('GET /api/programme and GET /api/programmes at start-up', () => {
  it("answers the 2026 loan version in force, with its sources, and keeps version 1's figures as history", async () => {
    const version = await inForce();
    const seeded = published2026.loan[0]!;
    expect(version).toMatchObject({
      kind: 'loan',
      version: 2,
      // In force from the day it was published, after the assistance's versions (service.ts forThePreviousRelease).
      effectiveFrom: today(),
      sourceUrl: seeded.sourceUrl,
      sources: seeded.sources,
      parameters: { name: 'Vivienda Joven (AFV)', status: { state: 'open', since: '2025-06-09' } },
    });
    expect(version.sources.length).toBeGreaterThan(0);
    expect(version).not.toHaveProperty('publishedBy');
    const view = await adminView();
    expect(view.versions.map((v) => [v.version, v.publishedBy])).toEqual([
      [2, null],
      [1, null],
    ]);
    // Version 1 as it shipped, read with the name and status every version has now.
    expect(view.versions[1]).toMatchObject({
      effectiveFrom: '2025-01-01',
      sourceUrl: initialVersionSource,
      note: initialVersionNote,
      parameters: defaultProgrammeParameters,
    });
  });

  it("answers both programmes in force with their status: Pronto pa' tu casa open since 2026-01-20, the CDBG-DR programme closed as history", async () => {
    const both = await programmes();
    expect(both.loan).toEqual(await inForce());
    expect(both.assistance).toMatchObject({
      kind: 'assistance',
      version: 3,
      effectiveFrom: '2026-01-20',
      parameters: {
        name: "Pronto pa' tu casa (CDBG-MIT)",
        status: { state: 'open', since: '2026-01-20', applicationsOpenedOn: '2026-01-20' },
        amounts: { standard: 45_000, essentialWorker: 55_000, urbanCentreBonus: 5_000 },
        incomeLimits: { byHouseholdSize: [51_050, 58_350, 65_650, 72_950, 78_800, 84_600, 90_450, 96_300] },
        propertyRules: { concreteRequired: true, vacantRequired: true, floodInsuranceInFloodZone: true },
        occupancyYears: 5,
      },
    });
    expect(both.assistance.sources.map((source) => source.url)).toContain('https://recuperacion.pr.gov/en/downpayment-for-your-home');
    expect(both.assistance).not.toHaveProperty('publishedBy');
    const { assistance } = await bothViews();
    expect(assistance.versions.map((v) => [v.version, v.effectiveFrom, v.parameters.status.state])).toEqual([
      [3, '2026-01-20', 'open'],
      [2, '2025-09-30', 'closed'],
      [1, '2025-01-01', 'open'],
    ]);
    expect(assistance.versions[2]).toMatchObject({ note: initialAssistanceNote, parameters: defaultAssistanceParameters });
  });

  it("leaves the previous release's query (the newest row of any kind) reading a loan with its old subsidy section", async () => {
    const pv = schema.programmeVersions;
    const [newest] = await db
      .select({ kind: pv.kind, parameters: pv.parameters })
      .from(pv)
      .where(lte(pv.effectiveFrom, today()))
      .orderBy(desc(pv.effectiveFrom), desc(pv.version))
      .limit(1);
    expect(newest).toMatchObject({
      kind: 'loan',
      parameters: { subsidy: { standard: 45_000, criticalWorkforce: 55_000, urbanBonus: 5_000 } },
    });
    // This release never shows it.
    expect((await inForce()).parameters).not.toHaveProperty('subsidy');
  });

  it('publishes the 2026 versions once: the second process started on the same database added nothing', async () => {
    const view = await bothViews(second);
    expect(view.loan.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(view.assistance.versions.map((v) => v.version)).toEqual([3, 2, 1]);
  });
});

describe('PUT /api/admin/programme (the loan) and PUT /api/admin/programmes/{kind}', () => {
  it('publishes a loan version: new results follow it at once, results stored before keep both their versions and figures', async () => {
    const before = await signUpBuyer(first.app);
    const oldRun = (await as(before).post('/api/calculator', sampleCalculation)).json();
    // 260,794 of mortgage + $45,000 + $5,000 urban centre (a household of 3 under its $65,650 limit) + 5,000 down.
    expect(oldRun).toMatchObject({
      hbaSubsidy: 50_000,
      maxMortgage: 260_794,
      totalBudget: 315_794,
      programmeVersion: 2,
      assistanceProgrammeVersion: 3,
      assistance: { counted: true, reasons: [] },
    });
    const oldCheck = (await as(before).post('/api/eligibility', qualifyingAnswers)).json();
    expect(oldCheck).toMatchObject({ qualifies: true, reasons: [], programmeVersion: 2, assistanceProgrammeVersion: 3 });

    const published = await publish(
      draft((p) => {
        p.loan.maxMortgage = 250_000;
        p.eligibility.minAge = 30;
      }),
    );
    expect(published.current).toMatchObject({ version: 3, effectiveFrom: today(), publishedBy: operator.email });
    expect(published.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect((await inForce()).parameters).toMatchObject({ loan: { maxMortgage: 250_000 }, eligibility: { minAge: 30 } });
    // The assistance did not move.
    expect((await programmes()).assistance.version).toBe(3);

    const after = await signUpBuyer(first.app);
    const newRun = await as(after).post('/api/calculator', sampleCalculation);
    expect(newRun.statusCode, newRun.body).toBe(201);
    expect(newRun.json()).toMatchObject({ hbaSubsidy: 50_000, maxMortgage: 250_000, totalBudget: 305_000, programmeVersion: 3 });
    const newCheck = await as(after).post('/api/eligibility', qualifyingAnswers);
    expect(newCheck.statusCode, newCheck.body).toBe(201);
    expect(newCheck.json()).toMatchObject({ qualifies: false, reasons: ['Debes tener entre 30 y 35 años'], programmeVersion: 3 });

    // What was stored before the publish is read back as it was computed.
    expect((await as(before).get('/api/progress')).json()).toMatchObject({
      lastCalculatorResult: { id: oldRun.id, hbaSubsidy: 50_000, totalBudget: 315_794, programmeVersion: 2, assistanceProgrammeVersion: 3 },
      lastEligibilityResult: { id: oldCheck.id, qualifies: true, reasons: [] },
    });
    const [check] = await db.select().from(schema.eligibilityChecks).where(eq(schema.eligibilityChecks.userId, before.id));
    expect(check).toMatchObject({ qualifies: true, reasons: [], programmeVersion: 2, assistanceProgrammeVersion: 3, householdSize: 3 });
    const [run] = await db.select().from(schema.calculatorRuns).where(eq(schema.calculatorRuns.userId, before.id));
    expect(run).toMatchObject({
      hbaSubsidyCents: 5_000_000,
      totalBudgetCents: 31_579_400,
      programmeVersion: 2,
      assistanceProgrammeVersion: 3,
    });
  });

  it('publishes the same loan version through /api/admin/programmes/loan, answering both programmes', async () => {
    const response = await as(operator).put(
      '/api/admin/programmes/loan',
      draft((p) => void (p.loan.maxMortgage = 240_000)),
    );
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json() as AdminProgrammes;
    expect(view.loan.current).toMatchObject({ parameters: { loan: { maxMortgage: 240_000 } }, publishedBy: operator.email });
    expect(view.assistance.current.version).toBe(3);
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
      draft((p) => void (p.loan.maxMortgage = 330_000.5)),
      'La hipoteca máxima debe ser un número entero',
      ['parameters', 'loan', 'maxMortgage'],
    ],
    [
      'a closed programme without the date it closed',
      draft((p) => void (p.status = { state: 'closed', since: null, applicationsOpenedOn: null })),
      'Indica desde qué fecha el programa está cerrado o en pausa',
      ['parameters', 'status', 'since'],
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
    const response = await as(operator).put(versionsBefore.length % 2 ? '/api/admin/programme' : '/api/admin/programmes/loan', body);
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

  const assistanceRefusals: Array<[string, PublishAssistance, string, string[]]> = [
    [
      'seven income limits instead of eight',
      assistanceDraft((a) => void (a.incomeLimits!.byHouseholdSize = a.incomeLimits!.byHouseholdSize.slice(0, 7))),
      'Ingresa los límites de ingreso de 1 a 8 personas',
      ['parameters', 'incomeLimits', 'byHouseholdSize'],
    ],
    [
      'a larger household with a lower limit',
      assistanceDraft((a) => void (a.incomeLimits!.byHouseholdSize[3] = 50_000)),
      'El límite para 4 personas no puede ser menor que el de 3',
      ['parameters', 'incomeLimits', 'byHouseholdSize', '3'],
    ],
    [
      'a negative amount',
      assistanceDraft((a) => void (a.amounts.standard = -1)),
      'La asistencia estándar no puede ser un número negativo',
      ['parameters', 'amounts', 'standard'],
    ],
    [
      'a paused programme without its date',
      assistanceDraft((a) => void (a.status = { state: 'paused', since: null, applicationsOpenedOn: '2026-01-20' })),
      'Indica desde qué fecha el programa está cerrado o en pausa',
      ['parameters', 'status', 'since'],
    ],
    [
      'a source without what it supports',
      assistanceDraft(undefined, { sources: [{ url: 'https://recuperacion.pr.gov/', covers: ' ' }] }),
      'Indica qué cifras respalda cada fuente',
      ['sources', '0', 'covers'],
    ],
    [
      "the loan's parameters",
      { ...assistanceDraft(), parameters: defaultProgrammeParameters as unknown as AssistanceParameters },
      'Entrada inválida',
      ['parameters', 'amounts'],
    ],
  ];

  it.each(assistanceRefusals)(
    'refuses an assistance version with %s in Spanish, next to the field, and writes nothing',
    async (_case, body, message, path) => {
      const before = await bothViews();
      const response = await as(operator).put('/api/admin/programmes/assistance', body);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json() as { message: string; issues: Array<{ path: string[]; message: string }> };
      expect(answer.message.startsWith(message)).toBe(true);
      expect(answer.issues[0]?.path).toEqual(path);
      expect(await bothViews()).toEqual(before);
    },
  );

  it('refuses an assistance version in force from a past date, writing nothing, and knows no third kind', async () => {
    const before = await bothViews();
    const past = await as(operator).put(
      '/api/admin/programmes/assistance',
      assistanceDraft(undefined, { effectiveFrom: plusDays(today(), -1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ message: 'La fecha de vigencia no puede ser anterior a hoy' });
    expect((await as(operator).put('/api/admin/programmes/subsidy', assistanceDraft())).statusCode).toBe(404);
    expect(await bothViews()).toEqual(before);
  });

  it("refuses a buyer's publish of either programme, and nothing changes", async () => {
    const before = await bothViews();
    const buyer = await signUpBuyer(first.app);
    expect((await as(buyer).put('/api/admin/programmes/assistance', assistanceDraft())).statusCode).toBe(403);
    expect((await as(buyer).put('/api/admin/programmes/loan', draft())).statusCode).toBe(403);
    expect((await as(buyer).get('/api/admin/programmes')).statusCode).toBe(403);
    expect(await bothViews()).toEqual(before);
  });

  it("refuses a buyer's publish, and nothing changes", async () => {
    const versionsBefore = (await adminView()).versions;
    const inForceBefore = await inForce();
    const buyer = await signUpBuyer(first.app);
    const response = await as(buyer).put(
      '/api/admin/programme',
      draft((p) => void (p.loan.maxMortgage = 1_000_000)),
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
        draft((p) => void (p.loan.maxMortgage = 300_000), { note: 'Hipoteca máxima del registro público' }),
      );
    expect(published.statusCode, published.body).toBe(200);

    const started = Date.now();
    let seen = before;
    while (seen.version === before.version && Date.now() - started < 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = await inForce(first);
    }
    expect(seen).toMatchObject({ version: before.version + 1, parameters: { loan: { maxMortgage: 300_000 } } });
  });
});

describe('a scheduled version', () => {
  const { as: asScheduled, anonymous: scheduledAnonymous } = requestsTo(scheduled.app);

  it('is listed but not in force until its date; then it is, in the same process, which tells its listeners', async () => {
    const scheduledOperator = await createAdmin(scheduled);
    const tomorrow = plusDays(today(), 1);
    const response = await asScheduled(scheduledOperator).put(
      '/api/admin/programme',
      draft((p) => void (p.loan.maxMortgage = 250_000), { effectiveFrom: tomorrow }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json() as AdminProgramme;
    expect(view.current.version).toBe(2);
    expect(view.versions.map((v) => [v.version, v.effectiveFrom])).toEqual([
      [3, tomorrow],
      [2, today()],
      [1, '2025-01-01'],
    ]);
    expect((await scheduledAnonymous.get('/api/programme')).json()).toMatchObject({ version: 2 });
    const buyer = await signUpBuyer(scheduled.app);
    expect((await asScheduled(buyer).post('/api/calculator', sampleCalculation)).json()).toMatchObject({
      maxMortgage: 260_794,
      programmeVersion: 2,
    });

    let told = 0;
    const stop = scheduled.programme.onChange(() => told++);
    // One minute into tomorrow in Puerto Rico.
    scheduled.setClock(new Date(`${tomorrow}T00:01:00-04:00`));
    try {
      expect((await scheduledAnonymous.get('/api/programme')).json()).toMatchObject({
        version: 3,
        parameters: { loan: { maxMortgage: 250_000 } },
      });
      expect((await asScheduled(buyer).post('/api/calculator', sampleCalculation)).json()).toMatchObject({
        maxMortgage: 250_000,
        programmeVersion: 3,
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
