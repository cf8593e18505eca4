// Spanish texts of the buyer's documents routes beyond the shared ones (documentCopy in src/shared/schemas/buyer-documents.ts),
// which only the server says.
export const uploadCopy = {
  /** The file is read as it arrives: `item` (and `replaces`) must already be known by then. */
  fieldsFirst: 'El formulario debe enviar «item» (y «replaces», si lo usas) antes del archivo.',
  extraPart: 'El formulario lleva un solo archivo, después de sus campos.',
  replacesOtherItem: 'La versión anterior que indicas es de otro documento de tu lista.',
  /** The account was closed while its file was being read. */
  accountClosed: 'Esta cuenta ya no existe.',
} as const;

/** The in-app notice to an institution's staff: no buyer data, only that something was shared and where to look. */
export const sharedNotice = {
  kind: 'documents-shared',
  title: 'Un comprador le compartió documentos',
  body: (count: number) =>
    count === 1
      ? 'Un comprador compartió 1 documento con su institución. Lo encuentra en el lead, en el portal.'
      : `Un comprador compartió ${count} documentos con su institución. Los encuentra en el lead, en el portal.`,
} as const;
