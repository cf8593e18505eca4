// better-auth answers errors with English messages and codes; callers of /api/auth/* get `{message}` in Spanish.
import { APIError } from 'better-auth/api';
import { errorCopy } from '../../shared/copy/errors';
import { twoFactorCopy } from '../../shared/copy/two-factor';

/** The code our own better-auth hooks give an error whose message is already Spanish (passed through as is). */
const spanishCode = 'CASA_JOVEN_ES';

export type AuthIssue = { path: string[]; message: string };

/** For our hooks inside better-auth: an error the bridge hands to the caller with this very message (and issues). */
export function spanishAuthError(status: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN', message: string, issues?: AuthIssue[]): APIError {
  return new APIError(status, { message, code: spanishCode, ...(issues ? { issues } : {}) });
}

const byCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: errorCopy.signInFailed,
  USER_ALREADY_EXISTS: errorCopy.emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: errorCopy.emailTaken,
  INVALID_PASSWORD: errorCopy.wrongCurrentPassword,
  PASSWORD_TOO_SHORT: errorCopy.passwordTooShort,
  PASSWORD_TOO_LONG: errorCopy.passwordTooLong,
  INVALID_EMAIL: errorCopy.invalidEmail,
  INVALID_TOKEN: errorCopy.resetLinkInvalid,
  TOKEN_EXPIRED: errorCopy.resetLinkInvalid,
  EMAIL_ALREADY_VERIFIED: errorCopy.emailAlreadyVerified,
  EMAIL_MISMATCH: errorCopy.emailMismatch,
  SESSION_EXPIRED: errorCopy.reauthenticate,
  SESSION_NOT_FRESH: errorCopy.reauthenticate,
  CREDENTIAL_ACCOUNT_NOT_FOUND: errorCopy.noPasswordOnAccount,
  INVALID_CALLBACK_URL: errorCopy.redirectNotAllowed,
  INVALID_REDIRECT_URL: errorCopy.redirectNotAllowed,
  INVALID_ERROR_CALLBACK_URL: errorCopy.redirectNotAllowed,
  INVALID_NEW_USER_CALLBACK_URL: errorCopy.redirectNotAllowed,
  INVALID_ORIGIN: errorCopy.crossSite,
  MISSING_OR_NULL_ORIGIN: errorCopy.crossSite,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: errorCopy.crossSite,
  VALIDATION_ERROR: errorCopy.invalidInput,
  MISSING_FIELD: errorCopy.invalidInput,
  FIELD_NOT_ALLOWED: errorCopy.invalidInput,
  BODY_MUST_BE_AN_OBJECT: errorCopy.invalidInput,
  INVALID_CODE: twoFactorCopy.invalidCode,
  INVALID_BACKUP_CODE: twoFactorCopy.invalidRecoveryCode,
  INVALID_TWO_FACTOR_COOKIE: twoFactorCopy.challengeExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: twoFactorCopy.tooManyAttempts,
  ACCOUNT_TEMPORARILY_LOCKED: twoFactorCopy.locked,
  TOTP_NOT_ENABLED: twoFactorCopy.notEnabled,
  TWO_FACTOR_NOT_ENABLED: twoFactorCopy.notEnabled,
  BACKUP_CODES_NOT_ENABLED: twoFactorCopy.notEnabled,
  TOTP_ALREADY_ENABLED: twoFactorCopy.alreadyEnabled,
};

/** What the caller gets when nothing more precise applies, by HTTP status. */
function byStatus(status: number): string {
  if (status === 401) return errorCopy.unauthorized;
  if (status === 403) return errorCopy.forbidden;
  if (status === 404) return errorCopy.notFound;
  if (status === 413) return errorCopy.payloadTooLarge;
  if (status === 429) return errorCopy.tooManyRequests;
  if (status >= 500) return errorCopy.internal;
  return errorCopy.authFailed;
}

/**
 * The Spanish answer to a better-auth error at `route` (the path after /api/auth). Every failed sign-in answers
 * alike, whatever the cause, so the answer never confirms that an e-mail, a staff login or a password exists.
 */
export function spanishAuthAnswer(route: string, status: number, body: unknown): { status: number; message: string; issues?: AuthIssue[] } {
  const { code, message, issues } = (body && typeof body === 'object' ? body : {}) as {
    code?: unknown;
    message?: unknown;
    issues?: unknown;
  };
  if (route.startsWith('/sign-in/') && (status === 401 || status === 403)) return { status: 401, message: errorCopy.signInFailed };
  if (code === spanishCode && typeof message === 'string') {
    return Array.isArray(issues) ? { status, message, issues: issues as AuthIssue[] } : { status, message };
  }
  if (route === '/verify-email' && (code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED')) {
    return { status, message: errorCopy.verificationLinkInvalid };
  }
  return { status, message: (typeof code === 'string' && byCode[code]) || byStatus(status) };
}

/** Successful answers that carry an English sentence, with ours in its place. */
export const spanishSuccessMessage: Record<string, string> = {
  '/request-password-reset': errorCopy.passwordResetRequested,
};
