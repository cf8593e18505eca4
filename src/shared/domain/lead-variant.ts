// The lead-capture dialog's two variants (docs/product/data.md, docs/product/screens.md#the-buyer-asks-to-be-contacted). Each buyer always sees the same one.

export const leadVariants = ['blue', 'green'] as const;
export type LeadVariant = (typeof leadVariants)[number];

/** Sticky assignment from the buyer's id: stable across devices and sessions, about half and half. */
export function variantFor(userId: string): LeadVariant {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return leadVariants[hash % 2]!;
}

export const variantCopy: Record<LeadVariant, { primary: string; secondary: string; success: string; loading: string }> = {
  blue: {
    primary: 'Obtener Pre-aprobación',
    secondary: 'Solicitar Contacto',
    success: '¡Enviado con Éxito!',
    loading: 'Enviando solicitud...',
  },
  green: {
    primary: 'Conectar con Banco',
    secondary: 'Iniciar Proceso',
    success: '¡Listo para Contacto!',
    loading: 'Procesando información...',
  },
};

/** The leads table shows the variant as `V{n}` (docs/product/screens.md). */
export const variantTag = (variant: LeadVariant) => `V${leadVariants.indexOf(variant) + 1}`;
