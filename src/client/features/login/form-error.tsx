import { authErrorMessage } from './auth-errors';

/** An account form's error, in the server's Spanish words, announced when it appears. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      {authErrorMessage(error)}
    </p>
  );
}
