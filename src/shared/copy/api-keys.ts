// Spanish texts of API keys and the versioned API (docs/product/lender-integrations.md#api-keys-and-the-versioned-api),
// shown by the integrations screen and sent in the API's JSON errors.
export const apiKeyCopy = {
  /** Every refused key, whatever the cause (missing, garbled, unknown, revoked, institution deactivated): one answer tells nothing. */
  invalidKey: 'Clave de API inválida o revocada. Envía «Authorization: Bearer <clave>» con una clave activa de tu institución.',
  keyNotFound: 'Clave de API no encontrada.',
  tooManyKeys: (max: number) => `Tu institución ya tiene ${max} claves activas. Revoca una que no uses antes de crear otra.`,
  nameRequired: 'Escribe un nombre para la clave',
  nameTooLong: 'El nombre admite hasta 80 caracteres',
} as const;
