// What the bank letter is written from: the server's stored eligibility and calculator results (docs/product/messages.md
// "Información faltante" when one is missing, "Error en los datos" when what arrived cannot be read).
import { calculatorRunSchema, type CalculatorRun } from '../../../shared/schemas/calculator';
import { storedEligibilityResultSchema, type StoredEligibilityResult } from '../../../shared/schemas/eligibility';

export type JourneyData =
  { status: 'ready'; eligibility: StoredEligibilityResult; calculator: CalculatorRun } | { status: 'missing' } | { status: 'corrupt' };

/** Reads the progress answer defensively: it is data from the network, whatever its TypeScript type says. */
export function readJourneyData(progress: { lastEligibilityResult?: unknown; lastCalculatorResult?: unknown } | undefined): JourneyData {
  if (progress?.lastEligibilityResult == null || progress.lastCalculatorResult == null) return { status: 'missing' };
  const eligibility = storedEligibilityResultSchema.safeParse(progress.lastEligibilityResult);
  const calculator = calculatorRunSchema.safeParse(progress.lastCalculatorResult);
  if (!eligibility.success || !calculator.success) return { status: 'corrupt' };
  return { status: 'ready', eligibility: eligibility.data, calculator: calculator.data };
}
