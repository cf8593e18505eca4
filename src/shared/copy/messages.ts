// Spanish text of the conversations (docs/product/data.md#conversation-states and docs/product/messages.md where they give it).
export const messageMaxLength = 2000;

export const messagesCopy = {
  heading: 'Mensajes',
  closed: 'Esta conversación está cerrada y no puedes enviar nuevos mensajes.',
  blank: 'Escribe un mensaje antes de enviarlo.',
  tooLong: `El mensaje no puede tener más de ${messageMaxLength} caracteres.`,
  notFound: 'Conversación no encontrada',
  sendErrorTitle: 'Error',
  sendErrorBody: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
  sentTitle: 'Mensaje enviado',
  sentBody: 'Tu mensaje ha sido enviado exitosamente.',
} as const;
