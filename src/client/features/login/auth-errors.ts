// better-auth answers with English codes; the buyer reads Spanish.
import { errorCopy } from '../../../shared/copy/errors';
import { ApiError } from '../../lib/api';

const byCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'El email o la contraseña no son correctos.',
  INVALID_EMAIL: 'Ingresa un email válido',
  INVALID_PASSWORD: 'El email o la contraseña no son correctos.',
  USER_ALREADY_EXISTS: 'Ya existe una cuenta con este email. Inicia sesión.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Ya existe una cuenta con este email. Inicia sesión.',
  PASSWORD_TOO_SHORT: 'La contraseña es demasiado corta.',
  PASSWORD_TOO_LONG: 'La contraseña es demasiado larga.',
};

export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return errorCopy.tooManyRequests;
    try {
      const body = JSON.parse(error.body) as { code?: string; message?: string };
      if (body.code && byCode[body.code]) return byCode[body.code]!;
      // Our own guards answer in Spanish already.
      if (error.status === 401 && body.message) return body.message;
    } catch {
      // not JSON: fall through
    }
  }
  return 'No se pudo completar la solicitud. Inténtalo de nuevo.';
}
