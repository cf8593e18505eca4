// Spanish answers of the marketplace that the server sends and the screens show (docs/product/messages.md where it gives them).
export const marketplaceCopy = {
  connectionNotAccepted: 'Conexión no aceptada',
  alreadyRequested: 'Ya enviaste una solicitud de conexión para este lead.',
  alreadyUnlocked: 'Ya desbloqueaste este contacto.',
  alreadyAnswered: 'Ya respondiste a esta solicitud.',
  paymentNotProcessed: 'No se pudo procesar el pago',
  checkoutFailed: 'No se pudo crear la sesión de pago',
  leadNotFound: 'Lead no encontrado',
  requestNotFound: 'Solicitud no encontrada',
  paymentNotFound: 'Pago no encontrado',
  invalidCursor: 'El cursor de paginación no es válido.',
} as const;
