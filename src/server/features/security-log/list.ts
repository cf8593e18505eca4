// The console's security log: filtered by type and Puerto Rico calendar days, newest first, in keyset pages (the
// cursor is the last row's time to the microsecond and id), and the same rows as a CSV.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { describeSecurityAccount, describeSecurityDetail, securityEventLabels } from '../../../shared/copy/security';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import { utcInstant, uuidText } from '../../../shared/schemas/filters';
import {
  securityEventsPageSize,
  type SecurityAccount,
  type SecurityEventEntry,
  type SecurityEventPage,
  type SecurityEventQuery,
} from '../../../shared/schemas/security';
import { programmeTimeZone } from '../../../shared/time-zone';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import { csvDateTime, csvStream } from '../../http/csv';

const e = schema.securityEvents;
const account = alias(schema.user, 'account');
const actor = alias(schema.user, 'actor');

interface Cursor {
  createdAt: string;
  id: string;
}

const cursorSchema = z.tuple([utcInstant, uuidText()]);
const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');

function decodeCursor(text: string): Cursor {
  const parsed = cursorSchema.safeParse(Buffer.from(text, 'base64url').toString().split('|'));
  if (!parsed.success) throw new BadRequestError(marketplaceCopy.invalidCursor);
  return { createdAt: parsed.data[0], id: parsed.data[1] };
}

function conditions(query: Omit<SecurityEventQuery, 'cursor'>, cursor: Cursor | null): SQL | undefined {
  const where: SQL[] = [];
  if (query.type) where.push(eq(e.type, query.type));
  // Calendar days in Puerto Rico, both ends included, as the operator reads them.
  if (query.from) where.push(sql`${e.createdAt} >= (${query.from}::date)::timestamp at time zone ${programmeTimeZone}`);
  if (query.to) where.push(sql`${e.createdAt} < (${query.to}::date + 1)::timestamp at time zone ${programmeTimeZone}`);
  if (cursor) where.push(sql`(${e.createdAt}, ${e.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  return where.length ? and(...where) : undefined;
}

const accountOf = (id: string | null, role: SecurityAccount['role'], email: string | null): SecurityAccount | null =>
  // A buyer's e-mail is contact data: the log names a buyer by role and id only.
  id ? { id, role, email: role === 'buyer' ? null : email } : null;

async function selectRows(db: Db, query: Omit<SecurityEventQuery, 'cursor'>, cursor: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: e.id,
      type: e.type,
      createdAt: e.createdAt,
      cursorAt: sql<string>`to_char(${e.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      userId: e.userId,
      userRole: account.role,
      userEmail: account.email,
      actorUserId: e.actorUserId,
      actorRole: actor.role,
      actorEmail: actor.email,
      institutionId: e.institutionId,
      institutionName: schema.institutions.name,
      detail: e.detail,
    })
    .from(e)
    .leftJoin(account, eq(account.id, e.userId))
    .leftJoin(actor, eq(actor.id, e.actorUserId))
    .leftJoin(schema.institutions, eq(schema.institutions.id, e.institutionId))
    .where(conditions(query, cursor))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map((row): SecurityEventEntry & { cursorAt: string } => ({
    id: row.id,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    cursorAt: row.cursorAt,
    account: accountOf(row.userId, row.userRole, row.userEmail),
    actor: accountOf(row.actorUserId, row.actorRole, row.actorEmail),
    institution: row.institutionId ? { id: row.institutionId, name: row.institutionName ?? '' } : null,
    detail: row.detail,
  }));
  const last = items.at(-1);
  return { items, next: rows.length > limit && last ? { createdAt: last.cursorAt, id: last.id } : null };
}

export async function listSecurityEvents(db: Db, query: SecurityEventQuery): Promise<SecurityEventPage> {
  const page = await selectRows(db, query, query.cursor ? decodeCursor(query.cursor) : null, securityEventsPageSize);
  return {
    items: page.items.map(({ cursorAt: _cursorAt, ...item }) => item),
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}

async function* allSecurityEvents(db: Db, query: SecurityEventQuery): AsyncGenerator<SecurityEventEntry> {
  // A file holds every row of the filters: a cursor, if sent, is ignored.
  let cursor: Cursor | null = null;
  do {
    const page = await selectRows(db, query, cursor, 1_000);
    yield* page.items;
    cursor = page.next;
  } while (cursor);
}

/** The same filters as the list, every row (Puerto Rico times), in the Excel-friendly CSV of every export. */
export function securityEventsCsv(db: Db, query: SecurityEventQuery): AsyncGenerator<string> {
  return csvStream(
    ['Fecha', 'Evento', 'Cuenta', 'Institución', 'Hecho por', 'Detalle', 'Tipo', 'ID'],
    allSecurityEvents(db, query),
    (row) => [
      csvDateTime(row.createdAt),
      securityEventLabels[row.type],
      describeSecurityAccount(row.account),
      row.institution?.name ?? '',
      describeSecurityAccount(row.actor),
      describeSecurityDetail(row.type, row.detail),
      row.type,
      row.id,
    ],
  );
}
