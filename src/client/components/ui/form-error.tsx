import { errorCopy } from '../../../shared/copy/errors';
import { ApiError } from '../../lib/api';

/** A message the form wrote itself, or the server's Spanish `{ message }` (every API error has one), else a generic line. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  return (error instanceof ApiError && error.serverMessage) || errorCopy.authFailed;
}

/** A form's error, in the server's words, announced when it appears. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {errorMessage(error)}
    </p>
  );
}
