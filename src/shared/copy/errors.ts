// Spanish error texts that both the server and the client show.
export const errorCopy = {
  invalidInput: 'Los datos enviados no son válidos.',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  unsupportedMediaType: 'El tipo de contenido de la solicitud no es compatible.',
  /** A path that cannot be decoded (a malformed percent-encoding). */
  malformedUrl: 'La dirección de la solicitud no es válida.',
  urlTooLong: 'La dirección de la solicitud es demasiado larga.',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
  requestTimeout: 'La solicitud tardó demasiado en llegar. Inténtalo de nuevo.',
  unauthorized: 'Debes iniciar sesión para continuar.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  notFound: 'No encontrado.',
  crossSite: 'Solicitud rechazada: origen no permitido.',
  tooManyRequests: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  /** One session already holds as many live-update streams as it may (LIVE_STREAMS_PER_SESSION). */
  tooManyStreams: 'Tienes demasiadas ventanas abiertas con actualizaciones en vivo. Cierra alguna e inténtalo de nuevo.',
  tooManyPayments: 'Demasiados pagos en poco tiempo. Espera un minuto e inténtalo de nuevo.',
  internal: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
  institutionCredentials: 'Credenciales incorrectas',
  institutionRequiredFields: 'Por favor completa todos los campos',
  /** Every failed buyer sign-in, whatever the cause (unknown e-mail, wrong password, staff login, inactive account). */
  signInFailed: 'El email o la contraseña no son correctos.',
  emailTaken:
    'Ya existe una cuenta con este email. Inicia sesión o, si olvidaste la contraseña, restablécela desde «¿Olvidaste tu contraseña?».',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  passwordTooShort: 'La contraseña es demasiado corta.',
  passwordTooLong: 'La contraseña es demasiado larga.',
  invalidEmail: 'Ingresa un email válido',
  resetLinkInvalid: 'El enlace no es válido, venció o ya se usó. Pide uno nuevo desde «¿Olvidaste tu contraseña?».',
  verificationLinkInvalid: 'El enlace de confirmación no es válido o venció. Pide uno nuevo.',
  emailAlreadyVerified: 'Tu email ya está confirmado.',
  emailMismatch: 'Ese email no es el de tu cuenta.',
  reauthenticate: 'Por seguridad, vuelve a iniciar sesión para hacer este cambio.',
  noPasswordOnAccount: 'Tu cuenta no tiene contraseña: inicia sesión como lo haces siempre.',
  redirectNotAllowed: 'La dirección de regreso no está permitida.',
  passwordResetRequested: 'Si existe una cuenta con ese email, te enviamos un enlace para restablecer la contraseña. Revisa tu correo.',
  /** A path under /api/auth that is not written the way the server reads it (dot segments, encoded dots or slashes). */
  malformedAuthPath: 'La dirección de la solicitud no es válida.',
  /** Fallback for an account error we have no better words for. */
  authFailed: 'No se pudo completar la solicitud. Inténtalo de nuevo.',
} as const;
