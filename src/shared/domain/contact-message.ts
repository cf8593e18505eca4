// The contact-message generator of docs/product/screens.md#documents: a ready-to-send Spanish message drafted from the buyer's data.

export interface DraftInput {
  name: string;
  email?: string;
  phone?: string;
  institutionName: string;
  /** The chosen housing option's title, e.g. "Casa Existente". */
  housingOptionTitle?: string | null;
  /** The calculator's total budget, already formatted as money. */
  budgetText?: string | null;
  /** Municipalities of the saved properties. */
  municipalities?: readonly string[];
}

const spanishList = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });

export function draftContactMessage(input: DraftInput): string {
  const name = input.name.trim();
  const about = [
    `Mi nombre es ${name || '[tu nombre]'} y me estoy preparando para comprar mi primera vivienda en Puerto Rico con el programa de asistencia para compradores de primera vivienda.`,
    input.housingOptionTitle ? `Me interesa la opción de ${input.housingOptionTitle}.` : null,
    input.budgetText ? `Según la calculadora del programa, mi presupuesto total estimado es de ${input.budgetText}.` : null,
    input.municipalities?.length ? `Estoy considerando propiedades en ${spanishList.format([...new Set(input.municipalities)])}.` : null,
  ];
  const reach = [
    input.email?.trim() ? `por email a ${input.email.trim()}` : null,
    input.phone?.trim() ? `por teléfono al ${input.phone.trim()}` : null,
  ].filter((part): part is string => part !== null);
  return [
    `Saludos, equipo de ${input.institutionName}:`,
    about.filter(Boolean).join(' '),
    'Me gustaría recibir orientación sobre la precualificación para un préstamo hipotecario y los documentos que debo preparar.' +
      (reach.length ? ` Pueden comunicarse conmigo ${reach.join(' o ')}.` : ''),
    `Muchas gracias,\n${name || '[tu nombre]'}`,
  ].join('\n\n');
}
