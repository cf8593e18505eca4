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
  /** docs/product/buyer-control.md: the buyer paused new requests, or as many as the buyer allows are waiting. */
  leadClosedToRequests: 'Este comprador no acepta más solicitudes por ahora.',
  consentRevoked: 'El comprador retiró su consentimiento: no lo contacte.',
  notAccepted: 'Solo puedes retirar el consentimiento de una solicitud que aceptaste.',
  alreadyRevoked: 'Ya retiraste tu consentimiento a esta institución.',
  noLeadYet: 'Todavía no has pedido que te contacten.',
  requestLimitTooHigh: (max: number) => `El límite no puede pasar de ${max}.`,
} as const;
