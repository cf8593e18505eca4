// Budget calculations: the server re-runs the shared calculator on the inputs, with both programmes' versions in force
// (the loan's terms, the assistance's amount), and stores its own figures (the budget in cents, the whole cost as
// computed, whether the assistance counted and why not) with both versions.
import { avg, count, desc, eq } from 'drizzle-orm';
import { amortize } from '../../../shared/domain/amortization';
import { calculateWholeCost, cashToCloseLabels } from '../../../shared/domain/home-cost';
import type { AssistanceVersion, ProgrammeVersion } from '../../../shared/programme';
import { centsToDollars, dollarsToCents } from '../../../shared/money';
import {
  amortizationCopy,
  type Amortization,
  type CalculatorInputValues,
  type CalculatorRun,
  type CalculatorStats,
} from '../../../shared/schemas/calculator';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { CalculatorRunRow } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { latestEligibility } from '../eligibility/service';
import { parametersOf } from '../programme/service';
import { markProgress } from '../progress/service';

export async function recordCalculation(
  db: Db,
  userId: string,
  input: CalculatorInputValues,
  programmes: { loan: ProgrammeVersion; assistance: AssistanceVersion },
): Promise<CalculatorRun> {
  // Inputs are kept to the cent; the results are whole dollars (docs/product/constants.md "values rounded").
  const inputCents = {
    annualIncomeCents: dollarsToCents(input.annualIncome),
    monthlyDebtsCents: dollarsToCents(input.monthlyDebts),
    downPaymentCents: dollarsToCents(input.downPayment),
  };
  // What the calculator does not ask comes from the buyer's latest eligibility answer.
  const latest = input.householdCategory && input.householdSize ? null : await latestEligibility(db, userId);
  const householdCategory = input.householdCategory ?? latest?.householdCategory ?? 'standard';
  const householdSize = input.householdSize ?? latest?.householdSize ?? null;
  const { loan: programme, assistance } = programmes;
  const p = programme.parameters;
  const budgetInput = {
    annualIncome: centsToDollars(inputCents.annualIncomeCents),
    monthlyDebts: centsToDollars(inputCents.monthlyDebtsCents),
    downPayment: centsToDollars(inputCents.downPaymentCents),
    zone: input.zone,
    householdCategory,
    householdSize,
  };
  const { budget: result, cost } = calculateWholeCost({ ...input, ...budgetInput }, p, assistance.parameters);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.calculatorRuns)
      .values({
        userId,
        ...inputCents,
        zone: input.zone,
        maxMortgageCents: dollarsToCents(result.maxMortgage),
        monthlyPaymentCents: dollarsToCents(result.monthlyPayment),
        hbaSubsidyCents: dollarsToCents(result.hbaSubsidy),
        totalBudgetCents: dollarsToCents(result.totalBudget),
        householdCategory,
        homeCost: cost,
        programmeVersion: programme.version,
        assistanceProgrammeVersion: assistance.version,
        assistance: { counted: result.assistanceReasons.length === 0, reasons: result.assistanceReasons, householdSize },
      })
      .returning();
    const run = toRun(row!);
    await markProgress(tx, userId, { calculatorCompleted: true, lastCalculatorResult: run });
    return run;
  });
}

/** docs/product/data.md "Stats" over this buyer's own calculations, in whole dollars. */
export async function calculatorStats(db: Db, userId: string): Promise<CalculatorStats> {
  const t = schema.calculatorRuns;
  const [row] = await db
    .select({ total: count(), budget: avg(t.totalBudgetCents), income: avg(t.annualIncomeCents) })
    .from(t)
    .where(eq(t.userId, userId));
  const dollars = (cents: string | null) => Math.round(centsToDollars(Number(cents ?? 0)));
  return { totalCalculations: row?.total ?? 0, averageBudget: dollars(row?.budget ?? null), averageIncome: dollars(row?.income ?? null) };
}

export async function latestCalculation(db: Db, userId: string): Promise<CalculatorRun | null> {
  const t = schema.calculatorRuns;
  const [row] = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.createdAt), desc(t.id)).limit(1);
  return row ? toRun(row) : null;
}

/**
 * docs/product/programme.md#amortization: the loan of the buyer's latest calculation, at the rate and term of the
 * version that calculation was made with (a version published since never changes a stored loan's schedule).
 */
export async function latestAmortization(db: Db, userId: string, extraMonthlyPayment: number): Promise<Amortization> {
  const run = await latestCalculation(db, userId);
  if (!run) throw new NotFoundError(amortizationCopy.noCalculation);
  if (run.loanAmount === null) throw new NotFoundError(amortizationCopy.beforeWholeCost);
  const { loan } = await parametersOf(db, run.programmeVersion);
  const schedule = amortize(run.loanAmount, loan.annualInterestRate, loan.termYears, extraMonthlyPayment);
  return { calculationId: run.id, programmeVersion: run.programmeVersion, ...schedule };
}

function toRun(row: CalculatorRunRow): CalculatorRun {
  return {
    id: row.id,
    annualIncome: centsToDollars(row.annualIncomeCents),
    monthlyDebts: centsToDollars(row.monthlyDebtsCents),
    downPayment: centsToDollars(row.downPaymentCents),
    zone: row.zone,
    maxMortgage: centsToDollars(row.maxMortgageCents),
    monthlyPayment: centsToDollars(row.monthlyPaymentCents),
    hbaSubsidy: centsToDollars(row.hbaSubsidyCents),
    totalBudget: centsToDollars(row.totalBudgetCents),
    householdCategory: row.householdCategory ?? 'standard',
    assumptions: row.homeCost?.assumptions ?? null,
    loanAmount: row.homeCost?.loanAmount ?? null,
    monthlyCost: row.homeCost?.monthlyCost ?? null,
    cashToClose: row.homeCost
      ? {
          ...row.homeCost.cashToClose,
          lines: row.homeCost.cashToClose.lines.map((line) => ({ ...line, label: cashToCloseLabels[line.key] })),
        }
      : null,
    programmeVersion: row.programmeVersion,
    assistanceProgrammeVersion: row.assistanceProgrammeVersion,
    assistance: row.assistance,
    createdAt: row.createdAt.toISOString(),
  };
}
