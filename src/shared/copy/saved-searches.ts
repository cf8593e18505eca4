// Spanish texts of saved searches and their digests (docs/product/lender-integrations.md#saved-searches-and-digests),
// shown by the leads dashboard and sent in the API's JSON errors.
import type { DigestFrequency } from '../schemas/saved-searches';

export const savedSearchCopy = {
  nameRequired: 'Escribe un nombre para la búsqueda',
  nameTooLong: 'El nombre admite hasta 80 caracteres',
  duplicateName: 'Ya tienes una búsqueda con ese nombre',
  notFound: 'Búsqueda guardada no encontrada.',
  digestUnknown: 'Elige cómo quieres recibir los avisos por correo',
  nothingToChange: 'Indica qué quieres cambiar de la búsqueda',
  tooMany: (max: number) => `Tu institución ya tiene ${max} búsquedas guardadas. Borra una que no uses antes de guardar otra.`,
} as const;

/** "Avisos por correo", the same words in the form, the list and the e-mail. */
export const digestLabels: Record<DigestFrequency, string> = {
  none: 'Ninguno',
  immediate: 'Inmediatamente',
  daily: 'Diario (7:00 a. m.)',
  weekly: 'Semanal (lunes 7:00 a. m.)',
};
