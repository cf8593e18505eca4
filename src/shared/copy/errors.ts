// Spanish error texts that both the server and the client show.
export const errorCopy = {
  invalidInput: 'Los datos enviados no son válidos.',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  unauthorized: 'Debes iniciar sesión para continuar.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  notFound: 'No encontrado.',
  crossSite: 'Solicitud rechazada: origen no permitido.',
  tooManyRequests: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  tooManyPayments: 'Demasiados pagos en poco tiempo. Espera un minuto e inténtalo de nuevo.',
  internal: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
  institutionCredentials: 'Credenciales incorrectas',
  institutionRequiredFields: 'Por favor completa todos los campos',
} as const;
