import { errorCopy } from '../../../shared/copy/errors';
import { errorMessage } from '../../lib/api';

/**
 * A form's error, announced when it appears: a message the form wrote itself, or the server's Spanish `{ message }`
 * (every API error has one), else a generic line.
 */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {typeof error === 'string' ? error : errorMessage(error, errorCopy.authFailed)}
    </p>
  );
}
