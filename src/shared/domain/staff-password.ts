// Staff logins see buyers' contact data once unlocked, so their passwords are held to more than a buyer's (decision 0055).

export const staffPasswordMinLength = 10;
export const staffPasswordMaxLength = 128;

export const staffPasswordCopy = {
  tooShort: `La contraseña debe tener al menos ${staffPasswordMinLength} caracteres`,
  tooLong: `La contraseña no puede tener más de ${staffPasswordMaxLength} caracteres`,
  needsMix: 'La contraseña debe incluir letras y números',
  sameAsEmail: 'La contraseña no puede contener el correo electrónico',
} as const;

/** The first rule a password breaks, in Spanish; `null` when it is strong enough. */
export function staffPasswordProblem(password: string, email = ''): string | null {
  if (password.length < staffPasswordMinLength) return staffPasswordCopy.tooShort;
  if (password.length > staffPasswordMaxLength) return staffPasswordCopy.tooLong;
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return staffPasswordCopy.needsMix;
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  if (local.length >= 4 && password.toLowerCase().includes(local)) return staffPasswordCopy.sameAsEmail;
  return null;
}
