// Eligibility checks: the server re-runs the shared rules on the answers and stores its own outcome
// (docs/product/validation.md#the-server-recomputes-every-result).
import { desc, eq } from 'drizzle-orm';
import { evaluateEligibility } from '../../../shared/domain/eligibility';
import { puertoRicoYear } from '../../../shared/time-zone';
import { centsToDollars, dollarsToCents } from '../../../shared/money';
import type { AssistanceVersion, ProgrammeVersion } from '../../../shared/programme';
import type { EligibilityInput, EligibilityRecord, RecentEligibility } from '../../../shared/schemas/eligibility';
import { openContact, progressContactFields, sealContact, sealFields } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { EligibilityCheckRow } from '../../db/schema';
import { markProgress } from '../progress/service';

const recentEligibilityLimit = 10;

export async function recordEligibility(
  db: Db,
  userId: string,
  input: EligibilityInput,
  programmes: { loan: ProgrammeVersion; assistance: AssistanceVersion },
  now = new Date(),
): Promise<EligibilityRecord> {
  // Only someone living outside Puerto Rico is asked whether they plan to move, and only a previous owner when.
  const planToMove = input.residencyStatus === 'no' && input.planToMove === true;
  const ownedHomeRecently = input.housingHistory === 'previous-owner' && input.ownedHomeRecently === true;
  // Each programme by its own version in force; both versions are stored with the answer (docs/product/programme.md#eligibility).
  const { loan, assistance } = programmes;
  const householdSize = input.householdSize ?? null;
  const {
    subsidy,
    programmes: answers,
    ...outcome
  } = evaluateEligibility(
    { ...input, planToMove, ownedHomeRecently, householdSize },
    puertoRicoYear(now),
    loan.parameters,
    assistance.parameters,
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.eligibilityChecks)
      .values({
        userId,
        // Sealed before the database sees them (docs/decisions/0123-contact-data-encrypted-at-rest.md).
        name: sealContact(input.name),
        email: sealContact(input.email),
        phone: sealContact(input.phone),
        age: input.age,
        graduationYear: input.graduationYear,
        annualIncomeCents: dollarsToCents(input.annualIncome),
        employmentStatus: input.employmentStatus,
        housingHistory: input.housingHistory,
        residencyStatus: input.residencyStatus,
        planToMove,
        employmentType: input.employmentType,
        housingType: input.housingType,
        maritalStatus: input.maritalStatus,
        hasDependents: input.hasDependents,
        householdCategory: input.householdCategory,
        creditScoreBand: input.creditScoreBand,
        educationCertificate: input.educationCertificate,
        ownedHomeRecently,
        ...outcome,
        subsidyCents: dollarsToCents(subsidy),
        programmeVersion: loan.version,
        assistanceProgrammeVersion: assistance.version,
        householdSize,
        programmes: answers,
        createdAt: now,
      })
      .returning();
    const record = toRecord(row!);
    await markProgress(tx, userId, {
      eligibilityCompleted: true,
      lastEligibilityResult: sealFields(
        {
          id: record.id,
          qualifies: record.qualifies,
          reasons: record.reasons,
          createdAt: record.createdAt,
          name: record.name,
          email: record.email,
          phone: record.phone,
          employmentStatus: record.employmentStatus,
          housingHistory: record.housingHistory,
          employmentType: record.employmentType,
          housingType: record.housingType,
          maritalStatus: record.maritalStatus,
          hasDependents: record.hasDependents,
        },
        progressContactFields,
      ),
    });
    return record;
  });
}

export async function recentEligibility(db: Db, userId: string): Promise<RecentEligibility[]> {
  const t = schema.eligibilityChecks;
  const rows = await db
    .select({ id: t.id, qualifies: t.qualifies, reasons: t.reasons, createdAt: t.createdAt })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(recentEligibilityLimit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The buyer's latest check: the letters and the PDF are written from it. */
export async function latestEligibility(db: Db, userId: string): Promise<EligibilityCheckRow | null> {
  const t = schema.eligibilityChecks;
  const [row] = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.createdAt), desc(t.id)).limit(1);
  return row ? { ...row, name: openContact(row.name), email: openContact(row.email), phone: openContact(row.phone) } : null;
}

function toRecord(row: EligibilityCheckRow): EligibilityRecord {
  return {
    id: row.id,
    name: openContact(row.name),
    email: openContact(row.email),
    phone: openContact(row.phone),
    age: row.age,
    graduationYear: row.graduationYear,
    annualIncome: centsToDollars(row.annualIncomeCents),
    employmentStatus: row.employmentStatus,
    housingHistory: row.housingHistory,
    residencyStatus: row.residencyStatus,
    planToMove: row.planToMove,
    employmentType: row.employmentType,
    housingType: row.housingType,
    maritalStatus: row.maritalStatus,
    hasDependents: row.hasDependents,
    // Checks made before these questions existed read as the answers that change nothing.
    householdCategory: row.householdCategory ?? 'standard',
    creditScoreBand: row.creditScoreBand ?? 'meets-minimum',
    educationCertificate: row.educationCertificate ?? 'have',
    ownedHomeRecently: row.ownedHomeRecently ?? false,
    nextSteps: row.nextSteps ?? [],
    subsidyTier: row.subsidyTier ?? 'standard',
    subsidy: centsToDollars(row.subsidyCents ?? 0),
    programmeVersion: row.programmeVersion,
    assistanceProgrammeVersion: row.assistanceProgrammeVersion,
    householdSize: row.householdSize,
    programmes: row.programmes,
    ageRequirement: row.ageRequirement,
    graduationRequirement: row.graduationRequirement,
    incomeRequirement: row.incomeRequirement,
    qualifies: row.qualifies,
    reasons: row.reasons,
    createdAt: row.createdAt.toISOString(),
  };
}
