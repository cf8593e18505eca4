// The homebuyer-assistance programme's parameters (docs/product/programme.md): one versioned record the operator
// publishes from the console. Every rule, screen, letter and the landing page read the version in force; the
// defaults below are the first version, and the schema is what a new version must satisfy.
import { z } from 'zod';
import './zod-locale';
import { exactText, multilineText } from './schemas/text';
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

export const programmeParametersSchema = z
  .object({
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
    subsidy: z.object({
      standard: whole('el subsidio estándar', 1_000_000),
      /** When someone in the household is critical recovery workforce (police, teachers, firefighters, health). */
      criticalWorkforce: whole('el subsidio para fuerza laboral crítica', 1_000_000),
      urbanBonus: whole('el adicional urbano', 1_000_000),
      /** Household income above which no subsidy is granted (120 % of area median); null when not applied. */
      maxIncome: whole('el ingreso máximo para el subsidio', 10_000_000).nullable(),
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
  subsidy: { standard: 55_000, criticalWorkforce: 55_000, urbanBonus: 5_000, maxIncome: null },
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

/** The version in force, as `GET /api/programme` answers it. */
export const programmeVersionSchema = z.object({
  version: z.number().int(),
  effectiveFrom: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  sourceUrl: z.string(),
  note: z.string(),
  parameters: programmeParametersSchema,
});
export type ProgrammeVersion = z.infer<typeof programmeVersionSchema>;

/** What anyone may read of the version in force: everything but who published it (an operator's e-mail). */
export const publicProgrammeVersionSchema = programmeVersionSchema.omit({ publishedBy: true });
export type PublicProgrammeVersion = z.infer<typeof publicProgrammeVersionSchema>;

/** `PUT /api/admin/programme`: a new version, in force from `effectiveFrom` (a Puerto Rico date, today or later). */
export const publishProgrammeSchema = z.object({
  parameters: programmeParametersSchema,
  effectiveFrom: z.iso.date('Ingresa una fecha válida (AAAA-MM-DD)'),
  sourceUrl: webLink('Ingresa un enlace válido (https://…) a la fuente oficial'),
  note: multilineText({ error: 'Explica el cambio en una nota' })
    .min(1, 'Explica el cambio en una nota')
    .max(2000, 'La nota es demasiado larga'),
});
export type PublishProgramme = z.infer<typeof publishProgrammeSchema>;

/** `GET /api/admin/programme`: the version in force, any scheduled one, and every version, newest first. */
export const adminProgrammeSchema = z.object({
  current: programmeVersionSchema,
  versions: z.array(programmeVersionSchema),
});
export type AdminProgramme = z.infer<typeof adminProgrammeSchema>;

/** A published version's source for some of its figures: the link and which figures it supports. */
export const programmeSourceSchema = z.object({
  url: webLink('Ingresa un enlace válido (https://…) a cada fuente'),
  covers: multilineText({ error: 'Indica qué cifras respalda cada fuente' })
    .min(1, 'Indica qué cifras respalda cada fuente')
    .max(500, 'La descripción de la fuente es demasiado larga'),
});
export type ProgrammeSource = z.infer<typeof programmeSourceSchema>;

/** Either programme's parameters, as a row of programme_versions holds them (its `kind` says which). */
export type AnyProgrammeParameters = ProgrammeParameters;

/** Default lead prices in integer cents (docs/product/constants.md#prices-are-configuration); the server's configuration may override them. */
export const defaultPrices = { connectionRequestCents: 500, unlockCents: 4_500 } as const;
