import { z } from 'zod';
import '../zod-locale';
import { programmeStatusSchema } from '../programme';
import { plainText } from './text';
import {
  choiceValues,
  creditScoreBandValues,
  educationCertificateLabels,
  employmentStatusLabels,
  householdCategoryLabels,
  employmentTypeLabels,
  housingHistoryLabels,
  housingTypeLabels,
  maritalStatusLabels,
  residencyStatusLabels,
} from '../choices';

/** Persons living in the household, the buyer included (1–20): eligibility asks it, the calculator may send it. */
export const householdSizeSchema = z
  .number({ error: 'Indica cuántas personas viven en tu hogar' })
  .int('Indica cuántas personas viven en tu hogar')
  .min(1, 'Indica cuántas personas viven en tu hogar')
  .max(20, 'Indica cuántas personas viven en tu hogar (hasta 20)');

/** docs/product/validation.md#eligibility-form: every question on its own; `eligibilityInputSchema` adds the rule that ties two. */
export const eligibilityAnswersSchema = z.object({
  name: plainText({ error: 'Ingresa tu nombre completo' }).min(1, 'Ingresa tu nombre completo').max(120, 'El nombre es demasiado largo'),
  email: plainText({ error: 'Ingresa un email válido' }).email('Ingresa un email válido').max(254, 'Ingresa un email válido'),
  phone: plainText({ error: 'Ingresa un número de teléfono válido' })
    .min(10, 'Ingresa un número de teléfono válido')
    .max(20, 'Ingresa un número de teléfono válido'),
  age: z
    .number({ error: 'Ingresa tu edad' })
    .int('Ingresa una edad válida')
    .min(0, 'Ingresa una edad válida')
    .max(120, 'Ingresa una edad válida'),
  graduationYear: z
    .number({ error: 'Ingresa el año en que te graduaste' })
    .int('Ingresa un año válido')
    .min(1950, 'Ingresa un año válido')
    .max(2100, 'Ingresa un año válido'),
  annualIncome: z
    .number({ error: 'Ingresa tu ingreso anual' })
    .min(0, 'El ingreso no puede ser negativo')
    .max(100_000_000, 'Ingresa un ingreso válido'),
  employmentStatus: z.enum(choiceValues(employmentStatusLabels), { error: 'Selecciona tu estado de empleo' }),
  housingHistory: z.enum(choiceValues(housingHistoryLabels), { error: 'Selecciona tu historial de vivienda' }),
  residencyStatus: z.enum(choiceValues(residencyStatusLabels), { error: 'Selecciona tu situación de residencia' }),
  planToMove: z.boolean().optional(),
  employmentType: z.enum(choiceValues(employmentTypeLabels), { error: 'Selecciona tu tipo de empleo' }),
  housingType: z.enum(choiceValues(housingTypeLabels), { error: 'Selecciona tu opción de vivienda' }),
  maritalStatus: z.enum(choiceValues(maritalStatusLabels), { error: 'Selecciona tu estado civil' }),
  hasDependents: z.boolean({ error: 'Indica si tienes dependientes' }),
  householdCategory: z.enum(choiceValues(householdCategoryLabels), { error: 'Indica si alguien en tu hogar es fuerza laboral crítica' }),
  creditScoreBand: z.enum(creditScoreBandValues, { error: 'Selecciona tu puntuación de crédito' }),
  educationCertificate: z.enum(choiceValues(educationCertificateLabels), { error: 'Indica si tienes el certificado de educación' }),
  /** Asked only of a previous owner (docs/product/programme.md#eligibility); ignored for anyone else. */
  ownedHomeRecently: z.boolean({ error: 'Indica si tuviste casa propia en los últimos años' }).optional(),
  /**
   * Persons living in the household, the buyer included: the assistance's income limit depends on it
   * (docs/product/programme.md#income-limits). Optional for clients from before the question: the assistance then
   * answers that it needs it.
   */
  householdSize: householdSizeSchema.optional(),
});

/**
 * A previous owner must say whether they owned a home within the programme's window: left out, the server would
 * have to guess, and guessing "no" would let a recent owner qualify. Shared with the form, whose answer is a radio.
 */
export function requireOwnershipAnswer(answers: { housingHistory: string; ownedHomeRecently?: unknown }, ctx: z.RefinementCtx) {
  if (answers.housingHistory === 'previous-owner' && (answers.ownedHomeRecently === undefined || answers.ownedHomeRecently === null))
    ctx.addIssue({ code: 'custom', path: ['ownedHomeRecently'], message: 'Indica si tuviste casa propia en los últimos años' });
}

/** The form's schema and the body of POST /api/eligibility. */
export const eligibilityInputSchema = eligibilityAnswersSchema.superRefine(requireOwnershipAnswer);
export type EligibilityInput = z.infer<typeof eligibilityInputSchema>;

/** The assistance programme's answer for one buyer (src/shared/domain/assistance.ts): stored with each check and run. */
export const assistanceOutcomeSchema = z.object({
  qualifies: z.boolean(),
  /** Each names the programme; a closed or paused programme's only reason says since when. */
  reasons: z.array(z.string()),
  /** Dollars before any certified-urban-centre bonus; 0 when it does not qualify or the programme is not open. */
  amount: z.number(),
  status: programmeStatusSchema,
  /** The household's income limit it was judged by; null when unknown or the programme has none. */
  incomeLimit: z.number().nullable(),
});
export type AssistanceOutcome = z.infer<typeof assistanceOutcomeSchema>;

/** `programmes` of POST /api/eligibility's answer: each programme on its own (docs/product/programme.md#eligibility). */
export const programmeOutcomesSchema = z.object({
  loan: z.object({ qualifies: z.boolean(), reasons: z.array(z.string()) }),
  assistance: assistanceOutcomeSchema,
});
export type ProgrammeOutcomes = z.infer<typeof programmeOutcomesSchema>;

/** docs/product/data.md#eligibility-record as stored: the answers, the three requirement booleans and the server's outcome. */
export const eligibilityRecordSchema = eligibilityAnswersSchema.extend({
  id: z.string(),
  planToMove: z.boolean(),
  ownedHomeRecently: z.boolean(),
  nextSteps: z.array(z.string()),
  subsidyTier: eligibilityAnswersSchema.shape.householdCategory,
  /** The tier's grant before any urban bonus, in dollars. */
  subsidy: z.number(),
  programmeVersion: z.number().int(),
  /** The assistance programme's version; null on checks made before the two programmes. */
  assistanceProgrammeVersion: z.number().int().nullable(),
  householdSize: z.number().int().nullable(),
  /** Each programme's answer as computed then; null on checks made before the two programmes. */
  programmes: programmeOutcomesSchema.nullable(),
  ageRequirement: z.boolean(),
  graduationRequirement: z.boolean(),
  incomeRequirement: z.boolean(),
  qualifies: z.boolean(),
  reasons: z.array(z.string()),
  createdAt: z.string(),
});
export type EligibilityRecord = z.infer<typeof eligibilityRecordSchema>;

/** One line of GET /api/eligibility/recent (the dashboard's recent activity). */
export const recentEligibilitySchema = z.object({
  id: z.string(),
  qualifies: z.boolean(),
  reasons: z.array(z.string()),
  createdAt: z.string(),
});
export type RecentEligibility = z.infer<typeof recentEligibilitySchema>;

/**
 * `lastEligibilityResult` on the buyer's progress: what the letter to a bank needs, plus the answers the documents
 * screen starts from (optional, so results stored before they were kept still read).
 */
export const storedEligibilityResultSchema = recentEligibilitySchema.extend({
  employmentStatus: eligibilityAnswersSchema.shape.employmentStatus,
  housingHistory: eligibilityAnswersSchema.shape.housingHistory,
  ...eligibilityAnswersSchema
    .pick({ name: true, email: true, phone: true, employmentType: true, housingType: true, maritalStatus: true, hasDependents: true })
    .partial().shape,
});
export type StoredEligibilityResult = z.infer<typeof storedEligibilityResultSchema>;
