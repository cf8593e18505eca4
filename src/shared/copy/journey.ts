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
