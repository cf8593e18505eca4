// Programme versions (docs/product/programme.md#programme-parameters-as-data), one series per programme: the loan
// ('loan', AFV's Vivienda Joven) and the homebuyer assistance ('assistance', Pronto pa' tu casa). The first version
// of each ships with the app, the 2026 ones are published at start-up when missing (published-2026.ts), the operator
// publishes the next ones, and none is ever edited. The version in force of a kind on a Puerto Rico date is its
// newest whose effective date has come (docs/decisions/0139-two-programmes.md).
import { and, desc, eq, lte, max, sql } from 'drizzle-orm';
import {
  defaultAssistanceParameters,
  defaultProgrammeParameters,
  initialAssistanceNote,
  initialVersionNote,
  initialVersionSource,
  type AssistanceParameters,
  type AssistanceVersion,
  type ProgrammeKind,
  type ProgrammeParameters,
  type ProgrammeVersion,
  type PublicAssistanceVersion,
  type PublicProgrammeVersion,
  type PublishAssistance,
  type PublishProgramme,
} from '../../../shared/programme';
import { puertoRicoDate } from '../../../shared/time-zone';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import { published2026 } from './published-2026';

export { published2026 };

/** Both programmes' versions in force, as each process keeps them (in-force.ts); routes of every feature take them from the app. */
export interface ProgrammeInForce {
  /** The loan programme's version in force. */
  current(): Promise<ProgrammeVersion>;
  /** The assistance programme's version in force. */
  assistance(): Promise<AssistanceVersion>;
  /** Calls `listener` after a version in force may have changed (a publish anywhere); returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  /** Reads the versions again on next use: for the route that just published, before its NOTIFY arrives. */
  forget(): void;
  /** The clock this process judges effective dates by (buildApp's `now`), so a publish and the version in force agree. */
  now(): Date;
  stop(): Promise<void>;
}

const pv = schema.programmeVersions;

/** Loan versions stored before the two programmes lack a name and a status, and carry the assistance's old `subsidy`. */
export function loanParameters(stored: unknown): ProgrammeParameters {
  const rest = { ...(stored as Partial<ProgrammeParameters> & Omit<ProgrammeParameters, 'name' | 'status'> & { subsidy?: unknown }) };
  delete rest.subsidy;
  return { ...rest, name: rest.name ?? defaultProgrammeParameters.name, status: rest.status ?? defaultProgrammeParameters.status };
}

/** The public part of a version, named field by field: who published it is not for visitors (GET /api/programmes, the landing page). */
export function publicVersion(version: ProgrammeVersion): PublicProgrammeVersion;
export function publicVersion(version: AssistanceVersion): PublicAssistanceVersion;
export function publicVersion({ publishedBy: _publishedBy, ...rest }: ProgrammeVersion | AssistanceVersion) {
  return rest;
}

/** Version 1 of each programme, the app's own figures, in force since before any stored result; then the 2026 versions when missing. */
export async function ensureInitialVersion(db: Db): Promise<void> {
  await db
    .insert(pv)
    .values([
      {
        kind: 'loan',
        version: 1,
        effectiveFrom: '2025-01-01',
        sourceUrl: initialVersionSource,
        note: initialVersionNote,
        parameters: defaultProgrammeParameters,
      },
      {
        kind: 'assistance',
        version: 1,
        effectiveFrom: '2025-01-01',
        sourceUrl: initialVersionSource,
        note: initialAssistanceNote,
        parameters: defaultAssistanceParameters,
      },
    ])
    .onConflictDoNothing();
  await ensurePublished2026(db);
}

/**
 * The public record of 2026 (published-2026.ts), published once: only while a programme still has nothing but its
 * first version, so an operator's own later version is never followed by these. Two processes starting at once
 * take the same numbers, and the second's rows are dropped by the primary key.
 */
async function ensurePublished2026(db: Db, now = new Date()): Promise<void> {
  for (const kind of ['assistance', 'loan'] as const) {
    const [row] = await db
      .select({ last: max(pv.version) })
      .from(pv)
      .where(eq(pv.kind, kind));
    if (Number(row?.last ?? 0) !== 1) continue;
    const rows = published2026[kind].map((version, i) => ({ ...version, kind, version: 2 + i }));
    await db
      .insert(pv)
      .values(
        kind === 'loan'
          ? rows.map((loan) => forThePreviousRelease(loan as (typeof rows)[number] & { parameters: ProgrammeParameters }, now))
          : rows,
      )
      .onConflictDoNothing();
  }
}

/**
 * The release before the two programmes reads the newest version of any kind as the loan, with its `subsidy`
 * section, and runs beside this one during a rolling restart (docs/deploy.md#migrations-expand-then-contract). So the
 * 2026 loan version is in force from the day it is published, after every assistance version, and carries the
 * assistance in force in that old shape; this release never reads it (loanParameters drops it).
 * docs/decisions/0139-two-programmes.md.
 */
function forThePreviousRelease<T extends { effectiveFrom: string; parameters: ProgrammeParameters }>(loan: T, now: Date): T {
  const pronto = published2026.assistance.at(-1)!.parameters.amounts;
  const subsidy = {
    standard: pronto.standard,
    criticalWorkforce: pronto.essentialWorker,
    urbanBonus: pronto.urbanCentreBonus,
    maxIncome: null,
  };
  return { ...loan, effectiveFrom: puertoRicoDate(now), parameters: { ...loan.parameters, subsidy } };
}

const selection = {
  kind: pv.kind,
  version: pv.version,
  effectiveFrom: pv.effectiveFrom,
  publishedAt: pv.publishedAt,
  sourceUrl: pv.sourceUrl,
  sources: pv.sources,
  note: pv.note,
  parameters: pv.parameters,
  publishedBy: schema.user.email,
};

function versions(db: Db, kind: ProgrammeKind) {
  return db.select(selection).from(pv).leftJoin(schema.user, eq(schema.user.id, pv.publishedBy)).where(eq(pv.kind, kind)).$dynamic();
}
type Selected = Awaited<ReturnType<ReturnType<typeof versions>['execute']>>[number];

const common = (row: Selected) => ({
  version: row.version,
  effectiveFrom: row.effectiveFrom,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy,
  sourceUrl: row.sourceUrl,
  sources: row.sources,
  note: row.note,
});
const toLoan = (row: Selected): ProgrammeVersion => ({ kind: 'loan', ...common(row), parameters: loanParameters(row.parameters) });
const toAssistance = (row: Selected): AssistanceVersion => ({
  kind: 'assistance',
  ...common(row),
  parameters: row.parameters as AssistanceParameters,
});

async function rowInForce(db: Db, kind: ProgrammeKind, now: Date): Promise<Selected> {
  const [row] = await versions(db, kind)
    .where(and(eq(pv.kind, kind), lte(pv.effectiveFrom, puertoRicoDate(now))))
    .orderBy(desc(pv.effectiveFrom), desc(pv.version))
    .limit(1);
  if (!row) throw new Error(`programme_versions has no ${kind} version in force (ensureInitialVersion runs at start-up)`);
  return row;
}

/** The loan programme's version in force. */
export const versionInForce = async (db: Db, now = new Date()) => toLoan(await rowInForce(db, 'loan', now));
export const assistanceInForce = async (db: Db, now = new Date()) => toAssistance(await rowInForce(db, 'assistance', now));

/** The effective date of the next scheduled version of either programme: what is in force changes then without a publish. */
export async function nextEffectiveDate(db: Db, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ effectiveFrom: pv.effectiveFrom })
    .from(pv)
    .where(sql`${pv.effectiveFrom} > ${puertoRicoDate(now)}`)
    .orderBy(pv.effectiveFrom)
    .limit(1);
  return row?.effectiveFrom ?? null;
}

export async function allVersions(db: Db): Promise<ProgrammeVersion[]> {
  return (await versions(db, 'loan').orderBy(desc(pv.version))).map(toLoan);
}
export async function allAssistanceVersions(db: Db): Promise<AssistanceVersion[]> {
  return (await versions(db, 'assistance').orderBy(desc(pv.version))).map(toAssistance);
}

async function storedParameters(db: Db, kind: ProgrammeKind, version: number): Promise<unknown> {
  const [row] = await db
    .select({ parameters: pv.parameters })
    .from(pv)
    .where(and(eq(pv.kind, kind), eq(pv.version, version)));
  if (!row) throw new Error(`${kind} programme version ${version} does not exist`);
  return row.parameters;
}

/** The loan parameters a stored result was computed with. */
export const parametersOf = async (db: Db, version: number) => loanParameters(await storedParameters(db, 'loan', version));
/** The assistance parameters a stored result was computed with. */
export const assistanceParametersOf = async (db: Db, version: number) =>
  (await storedParameters(db, 'assistance', version)) as AssistanceParameters;

export const publishCopy = {
  pastDate: 'La fecha de vigencia no puede ser anterior a hoy',
} as const;

export async function publishVersion(
  db: Db,
  operatorId: string,
  body: PublishProgramme | PublishAssistance,
  now = new Date(),
  kind: ProgrammeKind = 'loan',
): Promise<void> {
  if (body.effectiveFrom < puertoRicoDate(now)) throw new BadRequestError(publishCopy.pastDate);
  await db.transaction(async (tx) => {
    // One publisher at a time, so two publishes never take the same number.
    await tx.execute(sql`lock table ${pv} in share row exclusive mode`);
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${pv.version}), 0)` })
      .from(pv)
      .where(eq(pv.kind, kind));
    await tx.insert(pv).values({
      kind,
      version: Number(last!.version) + 1,
      effectiveFrom: body.effectiveFrom,
      sourceUrl: body.sourceUrl,
      sources: body.sources ?? [],
      note: body.note,
      parameters: body.parameters,
      publishedBy: operatorId,
      publishedAt: now,
    });
  });
}
