// Keyset cursor for "newest first": the last row's created_at (to the microsecond, as PostgreSQL stores it) and id.
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import { BadRequestError } from '../../http/errors';
import { isUuid } from '../../http/ids';

export interface Cursor {
  createdAt: string;
  id: string;
}

export const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');

export function decodeCursor(text: string): Cursor {
  const [createdAt, id, ...rest] = Buffer.from(text, 'base64url').toString().split('|');
  if (rest.length || !createdAt || !id || !isUuid(id) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(createdAt)) {
    throw new BadRequestError(marketplaceCopy.invalidCursor);
  }
  return { createdAt, id };
}
