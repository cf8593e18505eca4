// The two programmes' parameters (docs/product/programme.md#two-programmes), each a versioned record the operator
// publishes from the console: the loan (AFV's "Vivienda Joven") and the homebuyer assistance ("Pronto pa' tu casa",
// CDBG-MIT). Every rule, screen, letter and the landing page read the versions in force; the defaults below are
// each programme's first version, and the schemas are what a new version must satisfy.
//
// CONTRACT (issue 35; names other files use; docs/decisions/0139-two-programmes.md):
// - `ProgrammeKind` = 'loan' | 'assistance'; `programmeKinds`; `programmeStatusSchema` / `ProgrammeStatus`
//   { state: 'open' | 'closed' | 'paused', since, applicationsOpenedOn } (Puerto Rico dates or null).
// - Loan: `programmeParametersSchema` / `ProgrammeParameters` (name, status, eligibility, loan, costs; no `subsidy`
//   any more: the assistance's amounts live in its own programme), `defaultProgrammeParameters` (loan version 1).
//   `costs.propertyTax` belongs to the listings' work (docs/decisions/0141-property-tax-estimate.md).
// - Assistance: `assistanceParametersSchema` / `AssistanceParameters` (name, status, amounts { standard,
//   essentialWorker, urbanCentreBonus }, incomeLimits { byHouseholdSize: 8 dollars, persons 1..8,
//   perExtraPersonShare } | null (no limit), propertyRules { concreteRequired, vacantRequired,
//   floodInsuranceInFloodZone }, occupancyYears), `defaultAssistanceParameters` (assistance version 1).
//   Its rules: src/shared/domain/assistance.ts (income limit, amount, status text) and
//   src/shared/domain/assistance-property.ts (`assistancePropertyCheck`, a listing's badge).
// - Versions: `programmeVersionSchema` / `ProgrammeVersion` (loan), `assistanceVersionSchema` / `AssistanceVersion`,
//   each with `kind`, `sources` (ProgrammeSource[]); public ones without `publishedBy`.
// - API: GET /api/programmes → `programmesSchema` { loan, assistance } (public versions in force);
//   GET /api/admin/programmes → `adminProgrammesSchema` { loan: { current, versions }, assistance: {…} };
//   PUT /api/admin/programmes/:kind with `publishProgrammeSchema` (loan) or `publishAssistanceSchema`
//   → `adminProgrammesSchema`. GET /api/programme and PUT /api/admin/programme stay as the loan's aliases.
import { z } from 'zod';
import './zod-locale';
import { exactText, multilineText, plainText } from './schemas/text';
import { municipalities } from './municipalities';

const capitalised = (label: string) => `${label[0]!.toUpperCase()}${label.slice(1)}`;
// Messages that read right after any label, masculine or feminine ("La tasa notarial no puede ser un número negativo").
const whole = (label: string, max: number) =>
  z
    .number({ error: `Ingresa ${label}` })
    .int(`${capitalised(label)} debe ser un número entero`)
    .min(0, `${capitalised(label)} no puede ser un número negativo`)
    .max(max, `${capitalised(label)} supera el máximo permitido`);
/** A share written as a fraction (0.05 is 5 %). */
const share = (label: string, max = 1) =>
  z
    .number({ error: `Ingresa ${label}` })
    .min(0, `${capitalised(label)} no puede ser un número negativo`)
    .max(max, `${capitalised(label)} supera el máximo permitido`);
/** Only web links: the console makes them clickable. */
// The URL parser drops a trailing control character, so the text is checked before it.
const webLink = (message: string) =>
  exactText({ error: message })
    .max(500, 'El enlace es demasiado largo')
    .pipe(z.url({ protocol: /^https?$/, error: message }));

export const programmeKinds = ['loan', 'assistance'] as const;
export type ProgrammeKind = (typeof programmeKinds)[number];

const prDate = (message: string) => z.iso.date(message);

/** Whether a programme takes applications: closing or pausing one is publishing a version with that state. */
export const programmeStatusSchema = z
  .object({
    state: z.enum(['open', 'closed', 'paused'], { error: 'Elige si el programa está abierto, cerrado o en pausa' }),
    /** Since when it is in that state (for closed and paused, required). */
    since: prDate('Ingresa una fecha válida (AAAA-MM-DD) para el estado').nullable(),
    applicationsOpenedOn: prDate('Ingresa una fecha válida (AAAA-MM-DD) para la apertura de solicitudes').nullable(),
  })
  .superRefine((status, ctx) => {
    if (status.state !== 'open' && status.since === null)
      ctx.addIssue({ code: 'custom', path: ['since'], message: 'Indica desde qué fecha el programa está cerrado o en pausa' });
  });
export type ProgrammeStatus = z.infer<typeof programmeStatusSchema>;

const programmeName = plainText({ error: 'Ingresa el nombre del programa' })
  .min(1, 'Ingresa el nombre del programa')
  .max(120, 'El nombre del programa es demasiado largo');

export const programmeParametersSchema = z
  .object({
    name: programmeName,
    status: programmeStatusSchema,
    eligibility: z.object({
      minAge: whole('la edad mínima', 120),
      maxAge: whole('la edad máxima', 120),
      graduationWithinYears: whole('los años desde la graduación', 50),
      minAnnualIncome: whole('el ingreso mínimo', 10_000_000),
      maxAnnualIncome: whole('el ingreso máximo', 10_000_000),
      /** The credit score the loan asks for; below it (or with no history) only alternative credit can qualify. */
      minCreditScore: whole('la puntuación de crédito mínima', 850),
      alternativeCreditAccepted: z.boolean(),
      /** A buyer who owned a home in this many past years is not a first-time buyer. */
      noHomeOwnedYears: whole('los años sin vivienda propia', 50),
    }),
    loan: z.object({
      annualInterestRate: share('la tasa de interés', 0.3),
      termYears: whole('el plazo', 40).min(1, 'El plazo debe ser de al menos 1 año'),
      maxMortgage: whole('la hipoteca máxima', 10_000_000),
      /** Share of the price (or appraisal, the lower) the loan covers. */
      loanToValue: share('el financiamiento sobre el valor', 1.2),
      /** Share of the price the loan may add for closing and moving costs. */
      closingCostsAllowance: share('el financiamiento de gastos de cierre', 0.2),
      debtToIncomeRatio: share('la proporción de deuda a ingreso'),
    }),
    costs: z.object({
      // The estimate of a home's CRIM bill when neither the listing nor the buyer gives it (docs/product/programme.md#property-tax).
      propertyTax: z
        .object({
          /** Assessed value as a share of the price (CRIM assesses at 1957 values): the estimate's middle. */
          assessedShareOfPrice: share('la proporción del valor tasado'),
          /**
           * Where published sources disagree on the share, its low and high ends: the estimate's range
           * (docs/decisions/0141-property-tax-estimate.md). Versions before it have none: their range is the one share.
           */
          assessedShareRange: z
            .object({ low: share('la proporción baja del valor tasado'), high: share('la proporción alta del valor tasado') })
            .optional(),
          /** The published basis of the assessed share, shown with the estimate. */
          basisSource: webLink('Ingresa un enlace válido (https://…) a la base del estimado').optional(),
          exemption: whole('la exención de residencia principal', 1_000_000),
          defaultRate: share('la tasa de contribución predeterminada', 0.3),
          /** Municipalities whose rate differs from the default. */
          rates: z.partialRecord(z.enum(municipalities), share('la tasa del municipio', 0.3), {
            // zod types this hook for the key and value issues only, but the unknown key arrives here as `unrecognized_keys`.
            error: (issue) => {
              const keys = (issue as { keys?: string[] }).keys;
              return keys ? `Municipio desconocido: ${keys.join(', ')}` : undefined;
            },
          }),
          source: webLink('Ingresa un enlace válido (https://…) a la fuente de las tasas'),
        })
        .superRefine((tax, ctx) => {
          const range = tax.assessedShareRange;
          if (range && range.low > tax.assessedShareOfPrice)
            ctx.addIssue({
              code: 'custom',
              path: ['assessedShareRange', 'low'],
              message: 'La proporción baja no puede pasar de la del estimado',
            });
          if (range && range.high < tax.assessedShareOfPrice)
            ctx.addIssue({
              code: 'custom',
              path: ['assessedShareRange', 'high'],
              message: 'La proporción alta no puede ser menor que la del estimado',
            });
        }),
      /** A year of hazard insurance (fire, hurricane, earthquake) as a share of the price. */
      hazardInsuranceRate: share('la tasa del seguro de riesgo', 0.1),
      floodInsuranceAnnual: whole('el seguro de inundación anual', 100_000),
      /** A year of mortgage insurance as a share of the loan, charged while the loan is above `mortgageInsuranceAbove` of the price. */
      mortgageInsuranceRate: share('la tasa del seguro hipotecario', 0.1),
      mortgageInsuranceAbove: share('el umbral del seguro hipotecario'),
      closing: z.object({
        notaryRate: share('la tasa notarial', 0.1),
        /** Price above which the notary's fee drops to `notaryRateAbove` for the part above it. */
        notaryTier: whole('el tramo notarial', 10_000_000),
        notaryRateAbove: share('la tasa notarial sobre el tramo', 0.1),
        stampsRate: share('la tasa de sellos y comprobantes', 0.1),
        registryRate: share('la tasa del Registro de la Propiedad', 0.1),
        titleStudy: whole('el estudio de título', 100_000),
        appraisal: whole('la tasación', 100_000),
        inspection: whole('la inspección', 100_000),
      }),
    }),
  })
  .superRefine((p, ctx) => {
    if (p.eligibility.minAge > p.eligibility.maxAge)
      ctx.addIssue({ code: 'custom', path: ['eligibility', 'maxAge'], message: 'La edad máxima debe ser mayor o igual a la mínima' });
    if (p.eligibility.minAnnualIncome > p.eligibility.maxAnnualIncome)
      ctx.addIssue({
        code: 'custom',
        path: ['eligibility', 'maxAnnualIncome'],
        message: 'El ingreso máximo debe ser mayor o igual al mínimo',
      });
  });
export type ProgrammeParameters = z.infer<typeof programmeParametersSchema>;

/**
 * The first version: the figures Casa Joven PR launched with. Where the public record differs (the standard grant,
 * the CRIM rate of each municipality), `initialVersionNote` says so and the operator decides.
 */
export const defaultProgrammeParameters: ProgrammeParameters = {
  name: 'Vivienda Joven (AFV)',
  status: { state: 'open', since: null, applicationsOpenedOn: null },
  eligibility: {
    minAge: 21,
    maxAge: 35,
    graduationWithinYears: 5,
    minAnnualIncome: 20_000,
    maxAnnualIncome: 200_000,
    minCreditScore: 600,
    alternativeCreditAccepted: true,
    noHomeOwnedYears: 3,
  },
  loan: {
    annualInterestRate: 0.05,
    termYears: 30,
    maxMortgage: 330_000,
    loanToValue: 0.98,
    closingCostsAllowance: 0.07,
    debtToIncomeRatio: 0.28,
  },
  costs: {
    propertyTax: {
      assessedShareOfPrice: 0.45,
      exemption: 15_000,
      // The highest municipal rate, so an estimate never promises less tax than the bill; the operator loads CRIM's table.
      defaultRate: 0.1183,
      rates: {},
      source: 'https://www.crimpr.net/',
    },
    hazardInsuranceRate: 0.0035,
    floodInsuranceAnnual: 900,
    mortgageInsuranceRate: 0.005,
    mortgageInsuranceAbove: 0.8,
    closing: {
      notaryRate: 0.01,
      notaryTier: 500_000,
      notaryRateAbove: 0.005,
      stampsRate: 0.0075,
      registryRate: 0.003,
      titleStudy: 100,
      appraisal: 500,
      inspection: 400,
    },
  },
};

/**
 * The property-tax estimate chosen from the public record in 2026 (docs/decisions/0141-property-tax-estimate.md), for
 * the loan versions published since: CRIM's own formula (assessed value less the $15,000 exemption, times the
 * municipality's rate) with an assessed share of 10 % of the price, between 5 % and 20 % where the sources disagree.
 * Version 1 keeps its 45 % as history.
 */
export const propertyTaxEstimate2026: ProgrammeParameters['costs']['propertyTax'] = {
  assessedShareOfPrice: 0.1,
  assessedShareRange: { low: 0.05, high: 0.2 },
  // Census figures (American Community Survey) of the taxes Puerto Rico's homeowners pay against their homes' value.
  basisSource: 'https://www.ushousingdata.com/property-taxes/puerto-rico',
  exemption: 15_000,
  // The highest municipal rate until the operator loads CRIM's table, so the estimate leans high rather than low.
  defaultRate: 0.1183,
  rates: {},
  source: 'https://www.crimpr.net/',
};

export const initialVersionSource = 'https://www.vivienda.pr.gov/';
export const initialVersionNote =
  'Cifras con las que abrió Casa Joven PR. Diferencias con el registro público que el operador debe decidir: ' +
  'el programa de asistencia (CDBG-DR y su sucesor de 2025) publica un subsidio estándar de $45,000 y de $55,000 ' +
  'cuando alguien del hogar es fuerza laboral crítica de recuperación (aquí ambos son $55,000); el ingreso del hogar ' +
  'no puede pasar del 120 % de la mediana del área (aquí sin aplicar); el CRIM fija una tasa por municipio entre ' +
  '8.03 % y 11.83 % (aquí 11.83 % para todos hasta cargar la tabla). El plazo y la proporción de deuda a ingreso ' +
  'no están publicados: 30 años y 28 % son de Casa Joven PR.';

/**
 * The homebuyer assistance's parameters (docs/product/programme.md#two-programmes): a grant towards the
 * down payment and closing costs, by household income against a limit per household size.
 */
export const assistanceParametersSchema = z.object({
  name: programmeName,
  status: programmeStatusSchema,
  amounts: z.object({
    standard: whole('la asistencia estándar', 1_000_000),
    /** When someone in the household is critical recovery workforce (police, teachers, firefighters, health). */
    essentialWorker: whole('la asistencia para fuerza laboral crítica', 1_000_000),
    /** For a home in an urban centre the programme certifies. */
    urbanCentreBonus: whole('el adicional por centro urbano certificado', 1_000_000),
  }),
  /** Household income limits; null when the programme applies none (version 1). */
  incomeLimits: z
    .object({
      /** Dollars a year for a household of 1 to 8 persons. */
      byHouseholdSize: z
        .array(whole('el límite de ingreso', 10_000_000), { error: 'Ingresa los ocho límites de ingreso' })
        .length(8, 'Ingresa los límites de ingreso de 1 a 8 personas'),
      /** Each person above 8 adds this share of the 4-person limit, rounded up to $50 (HUD's rule: 8 %). */
      perExtraPersonShare: share('la proporción por persona adicional'),
    })
    .nullable()
    .superRefine((limits, ctx) => {
      const sizes = limits?.byHouseholdSize ?? [];
      sizes.forEach((limit, i) => {
        if (i > 0 && limit < sizes[i - 1]!)
          ctx.addIssue({
            code: 'custom',
            path: ['byHouseholdSize', i],
            message: `El límite para ${i + 1} personas no puede ser menor que el de ${i}`,
          });
      });
    }),
  /** What the house must be; each one a listing can show (src/shared/domain/assistance-property.ts). */
  propertyRules: z.object({
    concreteRequired: z.boolean(),
    vacantRequired: z.boolean(),
    /** In a flood zone, flood insurance is required (and priced in the monthly cost). */
    floodInsuranceInFloodZone: z.boolean(),
  }),
  /** Years the buyer must live in the home as their primary residence; 0 when not set. */
  occupancyYears: whole('los años de ocupación', 50),
});
export type AssistanceParameters = z.infer<typeof assistanceParametersSchema>;

/** Assistance version 1: the first specification's `subsidy` section, as it was (no income limit, no property rules). */
export const defaultAssistanceParameters: AssistanceParameters = {
  name: 'Asistencia Directa al Comprador (CDBG-DR)',
  status: { state: 'open', since: null, applicationsOpenedOn: null },
  amounts: { standard: 55_000, essentialWorker: 55_000, urbanCentreBonus: 5_000 },
  incomeLimits: null,
  propertyRules: { concreteRequired: false, vacantRequired: false, floodInsuranceInFloodZone: false },
  occupancyYears: 0,
};
export const initialAssistanceNote =
  'Las cifras de la asistencia con las que abrió Casa Joven PR (antes parte del programa único): $55,000 para ' +
  'todos los hogares y $5,000 adicionales en zona urbana, sin límite de ingreso ni reglas de la propiedad.';

/** A published version's source for some of its figures: the link and which figures it supports. */
export const programmeSourceSchema = z.object({
  url: webLink('Ingresa un enlace válido (https://…) a cada fuente'),
  covers: multilineText({ error: 'Indica qué cifras respalda cada fuente' })
    .min(1, 'Indica qué cifras respalda cada fuente')
    .max(500, 'La descripción de la fuente es demasiado larga'),
});
export type ProgrammeSource = z.infer<typeof programmeSourceSchema>;

/** Either programme's parameters, as a row of programme_versions holds them (its `kind` says which). */
export type AnyProgrammeParameters = ProgrammeParameters | AssistanceParameters;

const versionFields = {
  version: z.number().int(),
  effectiveFrom: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  sourceUrl: z.string(),
  /** Where each figure comes from; empty on versions published before sources were kept. */
  sources: z.array(programmeSourceSchema).default([]),
  note: z.string(),
};

/** A loan version, as `GET /api/programme` answers the one in force. */
export const programmeVersionSchema = z.object({
  kind: z.literal('loan').default('loan'),
  ...versionFields,
  parameters: programmeParametersSchema,
});
export type ProgrammeVersion = z.infer<typeof programmeVersionSchema>;

export const assistanceVersionSchema = z.object({
  kind: z.literal('assistance'),
  ...versionFields,
  parameters: assistanceParametersSchema,
});
export type AssistanceVersion = z.infer<typeof assistanceVersionSchema>;

/** What anyone may read of a version: everything but who published it (an operator's e-mail). */
export const publicProgrammeVersionSchema = programmeVersionSchema.omit({ publishedBy: true });
export type PublicProgrammeVersion = z.infer<typeof publicProgrammeVersionSchema>;
export const publicAssistanceVersionSchema = assistanceVersionSchema.omit({ publishedBy: true });
export type PublicAssistanceVersion = z.infer<typeof publicAssistanceVersionSchema>;

/** `GET /api/programmes`: each programme's version in force, with its status. */
export const programmesSchema = z.object({ loan: publicProgrammeVersionSchema, assistance: publicAssistanceVersionSchema });
export type Programmes = z.infer<typeof programmesSchema>;

const publishFields = {
  effectiveFrom: z.iso.date('Ingresa una fecha válida (AAAA-MM-DD)'),
  sourceUrl: webLink('Ingresa un enlace válido (https://…) a la fuente oficial'),
  sources: z.array(programmeSourceSchema).max(20, 'Son demasiadas fuentes').default([]),
  note: multilineText({ error: 'Explica el cambio en una nota' })
    .min(1, 'Explica el cambio en una nota')
    .max(2000, 'La nota es demasiado larga'),
};

/** `PUT /api/admin/programmes/loan` (and `PUT /api/admin/programme`): a new loan version, in force from `effectiveFrom` (today or later). */
export const publishProgrammeSchema = z.object({ parameters: programmeParametersSchema, ...publishFields });
export type PublishProgramme = z.input<typeof publishProgrammeSchema>;

/** `PUT /api/admin/programmes/assistance`: a new assistance version; closing the programme is one with state 'closed'. */
export const publishAssistanceSchema = z.object({ parameters: assistanceParametersSchema, ...publishFields });
export type PublishAssistance = z.input<typeof publishAssistanceSchema>;

/** `GET /api/admin/programme`: the loan's version in force, any scheduled one, and every version, newest first. */
export const adminProgrammeSchema = z.object({
  current: programmeVersionSchema,
  versions: z.array(programmeVersionSchema),
});
export type AdminProgramme = z.infer<typeof adminProgrammeSchema>;

export const adminAssistanceSchema = z.object({
  current: assistanceVersionSchema,
  versions: z.array(assistanceVersionSchema),
});
export type AdminAssistance = z.infer<typeof adminAssistanceSchema>;

/** `GET /api/admin/programmes` and the answer of `PUT /api/admin/programmes/:kind`. */
export const adminProgrammesSchema = z.object({ loan: adminProgrammeSchema, assistance: adminAssistanceSchema });
export type AdminProgrammes = z.infer<typeof adminProgrammesSchema>;
/** One programme's part of `AdminProgrammes`. */
export type AdminProgrammeOf<K extends ProgrammeKind> = AdminProgrammes[K];

/** Default lead prices in integer cents (docs/product/constants.md#prices-are-configuration); the server's configuration may override them. */
export const defaultPrices = { connectionRequestCents: 500, unlockCents: 4_500 } as const;
