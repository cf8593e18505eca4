// The server answers every account error as a Spanish { message } (src/server/auth/auth-errors.ts); this picks it.
import { errorCopy } from '../../../shared/copy/errors';
import { ApiError } from '../../lib/api';

export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return errorCopy.tooManyRequests;
    if (error.serverMessage) return error.serverMessage;
  }
  return errorCopy.authFailed;
}
