// Keyset cursor for "newest first": the last row's created_at (to the microsecond, as PostgreSQL stores it) and id.
// A cursor comes back from the client, so it is checked like any input: a real instant and a uuid, or a Spanish 400.
import { z } from 'zod';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import { utcInstant, uuidText } from '../../../shared/schemas/filters';
import { BadRequestError } from '../../http/errors';

export interface Cursor {
  createdAt: string;
  id: string;
}

const cursorSchema = z.tuple([utcInstant, uuidText()]);

export const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');

export function decodeCursor(text: string): Cursor {
  const parsed = cursorSchema.safeParse(Buffer.from(text, 'base64url').toString().split('|'));
  if (!parsed.success) throw new BadRequestError(marketplaceCopy.invalidCursor);
  const [createdAt, id] = parsed.data;
  return { createdAt, id };
}
