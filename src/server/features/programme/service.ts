// Programme versions (docs/product/programme.md#programme-parameters-as-data): the first version ships with the app,
// the operator publishes the next ones, and none is ever edited. The version in force on a Puerto Rico date is the
// newest whose effective date has come.
import { desc, eq, lte, sql } from 'drizzle-orm';
import {
  defaultProgrammeParameters,
  initialVersionNote,
  initialVersionSource,
  type ProgrammeParameters,
  type ProgrammeVersion,
  type PublicProgrammeVersion,
  type PublishProgramme,
} from '../../../shared/programme';
import { puertoRicoDate } from '../../../shared/time-zone';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { ProgrammeVersionRow } from '../../db/schema';
import { BadRequestError } from '../../http/errors';

/** The version in force as each process keeps it (in-force.ts); routes of every feature take it from the app. */
export interface ProgrammeInForce {
  current(): Promise<ProgrammeVersion>;
  /** Calls `listener` after the version in force may have changed (a publish anywhere); returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  /** Reads the version again on next use: for the route that just published, before its NOTIFY arrives. */
  forget(): void;
  /** The clock this process judges effective dates by (buildApp's `now`), so a publish and the version in force agree. */
  now(): Date;
  stop(): Promise<void>;
}

const pv = schema.programmeVersions;

/** The public part of a version, named field by field: who published it is not for visitors (GET /api/programme, the landing page). */
export const publicVersion = ({
  version,
  effectiveFrom,
  publishedAt,
  sourceUrl,
  note,
  parameters,
}: ProgrammeVersion): PublicProgrammeVersion => ({
  version,
  effectiveFrom,
  publishedAt,
  sourceUrl,
  note,
  parameters,
});

/** Version 1, the app's own figures, in force since before any stored result (those before it were computed with them). */
export async function ensureInitialVersion(db: Db): Promise<void> {
  await db
    .insert(pv)
    .values({
      version: 1,
      effectiveFrom: '2025-01-01',
      sourceUrl: initialVersionSource,
      note: initialVersionNote,
      parameters: defaultProgrammeParameters,
    })
    .onConflictDoNothing();
}

const selection = {
  version: pv.version,
  effectiveFrom: pv.effectiveFrom,
  publishedAt: pv.publishedAt,
  sourceUrl: pv.sourceUrl,
  note: pv.note,
  parameters: pv.parameters,
  publishedBy: schema.user.email,
};
type Selected = Omit<ProgrammeVersionRow, 'publishedBy' | 'kind' | 'sources'> & { publishedBy: string | null };

const toVersion = (row: Selected): ProgrammeVersion => ({ ...row, publishedAt: row.publishedAt.toISOString() });

function versions(db: Db) {
  return db.select(selection).from(pv).leftJoin(schema.user, eq(schema.user.id, pv.publishedBy));
}

export async function versionInForce(db: Db, now = new Date()): Promise<ProgrammeVersion> {
  const [row] = await versions(db)
    .where(lte(pv.effectiveFrom, puertoRicoDate(now)))
    .orderBy(desc(pv.effectiveFrom), desc(pv.version))
    .limit(1);
  if (!row) throw new Error('programme_versions has no version in force (ensureInitialVersion runs at start-up)');
  return toVersion(row);
}

/** The effective date of the next scheduled version, if any: the version in force changes then without a publish. */
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
  const rows = await versions(db).orderBy(desc(pv.version));
  return rows.map(toVersion);
}

/** The parameters a stored result was computed with. */
export async function parametersOf(db: Db, version: number): Promise<ProgrammeParameters> {
  const [row] = await db.select({ parameters: pv.parameters }).from(pv).where(eq(pv.version, version));
  if (!row) throw new Error(`programme version ${version} does not exist`);
  return row.parameters;
}

export const publishCopy = {
  pastDate: 'La fecha de vigencia no puede ser anterior a hoy',
} as const;

export async function publishVersion(db: Db, operatorId: string, body: PublishProgramme, now = new Date()): Promise<ProgrammeVersion> {
  if (body.effectiveFrom < puertoRicoDate(now)) throw new BadRequestError(publishCopy.pastDate);
  const version = await db.transaction(async (tx) => {
    // One publisher at a time, so two publishes never take the same number.
    await tx.execute(sql`lock table ${pv} in share row exclusive mode`);
    const [last] = await tx.select({ version: sql<number>`coalesce(max(${pv.version}), 0)` }).from(pv);
    const [row] = await tx
      .insert(pv)
      .values({ version: Number(last!.version) + 1, ...body, publishedBy: operatorId, publishedAt: now })
      .returning({ version: pv.version });
    return row!.version;
  });
  const [row] = await versions(db).where(eq(pv.version, version));
  return toVersion(row!);
}
