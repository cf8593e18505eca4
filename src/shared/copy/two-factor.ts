// Spanish texts of the second factor (docs/product/two-factor.md), shared by the server's answers and the screens.
export const twoFactorCopy = {
  /** A staff or operator session that has not passed a second factor asks for a lead or console screen. */
  required: 'Activa la verificación en dos pasos para ver los datos de compradores.',
  /** An API key asked for more than 15 minutes after the session's last code. */
  recentRequired: 'Por seguridad, confirma tu código de verificación antes de crear una clave.',
  invalidCode: 'El código no es correcto. Revisa la hora de tu teléfono y vuelve a intentarlo.',
  invalidRecoveryCode: 'El código de recuperación no es correcto o ya se usó.',
  challengeExpired: 'Pasó demasiado tiempo. Vuelve a iniciar sesión.',
  tooManyAttempts: 'Demasiados intentos fallidos. Vuelve a iniciar sesión.',
  locked: 'Demasiados códigos incorrectos: la verificación está bloqueada 15 minutos.',
  notEnabled: 'La verificación en dos pasos no está activada en esta cuenta.',
  alreadyEnabled: 'La verificación en dos pasos ya está activada.',
  /** Staff and operators cannot turn it off themselves: an operator resets it. */
  staffCannotDisable: 'Tu cuenta necesita la verificación en dos pasos. Si perdiste el teléfono, pide a un operador que la restablezca.',
  trustDeviceBuyersOnly: 'Solo los compradores pueden confiar en un dispositivo.',
  resetDone: 'Se restableció la verificación en dos pasos. La persona deberá activarla de nuevo al iniciar sesión.',
  resetNotStaff: 'Solo se restablece la verificación de personal de instituciones u operadores.',
} as const;
