// Spanish texts of the buyer journey that both the server and the screens show.
export const missingJourneyData = {
  title: 'Información faltante',
  both: 'Completa la verificación de elegibilidad y la calculadora antes de contactar instituciones.',
  calculator: 'Información faltante: calcula tu presupuesto antes de descargar la carta.',
  outreach: 'Información faltante: completa la verificación de elegibilidad y la calculadora antes de contactar instituciones.',
} as const;

export const corruptJourneyData = {
  title: 'Error en los datos',
  description: 'No pudimos leer tus resultados guardados. Vuelve a completar la verificación de elegibilidad y la calculadora.',
} as const;

export const bankProgressCopy = {
  updated: 'Progreso actualizado',
  failedTitle: 'Error',
  failed: 'No se pudo actualizar el progreso del banco',
  conflict: 'Ese paso no corresponde al estado actual de este banco. Actualiza la página e inténtalo de nuevo.',
} as const;

export const progressCopy = {
  /** Every step is marked by the server when the work behind it is stored; a client cannot declare one done. */
  claimRefused: 'Los pasos se marcan solos al completarlos: envía tu carta, usa la calculadora o completa cada paso.',
} as const;
