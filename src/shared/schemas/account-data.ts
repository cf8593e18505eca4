// The buyer's own data (docs/product/buyer-control.md#the-buyers-own-data): the export's file name and the body and
// answers of deleting the account.
import { z } from 'zod';
import '../zod-locale';
import { exactText } from './text';
import { passwordMaxLength } from './auth';

export const accountDataCopy = {
  wrongPassword: 'La contraseña no es correcta.',
  passwordRequired: 'Ingresa tu contraseña para confirmar.',
  confirmRequired: 'Marca la casilla para confirmar que entiendes que no se puede deshacer.',
  deleted: 'Tu cuenta fue eliminada',
  deletedDetail: 'Borramos tus datos personales y cerramos tu sesión.',
} as const;

/** Every refusal, a missing body included, is the one answer: the password does not match. */
export const deleteAccountSchema = z.object(
  {
    password: exactText({ error: accountDataCopy.wrongPassword })
      .min(1, accountDataCopy.wrongPassword)
      .max(passwordMaxLength, accountDataCopy.wrongPassword),
  },
  { error: accountDataCopy.wrongPassword },
);
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** `casa-joven-mis-datos-2026-03-09.json`, dated the day it was made (Puerto Rico time). */
export const exportFileName = (day: string) => `casa-joven-mis-datos-${day}.json`;
