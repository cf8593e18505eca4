// Spanish answers about listings (docs/product/listings.md) that the server sends and the screens may show.
export const listingCopy = {
  notFound: 'Propiedad no encontrada',
  /** fits=1 without a calculation: the budget comes from the calculator. */
  noBudgetYet: 'Calcula primero tu presupuesto en la calculadora para ver las propiedades que te alcanzan.',
  /** "Me interesa" needs the lead (the contact form) so the institution can answer. */
  needsLead: 'Completa primero tus datos de contacto para que la institución pueda responderte.',
  needsVerifiedEmail: 'Confirma primero tu correo electrónico con el enlace que te enviamos para que la institución pueda responderte.',
  operatorListing: 'Esta propiedad la publica el Programa Casa Joven PR: comunícate por el medio de contacto que aparece en su página.',
  soldListing: 'Esta propiedad ya se vendió.',
  soldBeforePublished: 'Publica la propiedad antes de marcarla como vendida.',
  /** The buyer's first message when they write none. */
  defaultInterestMessage: (title: string) => `Me interesa la propiedad «${title}».`,
} as const;

/** The publisher buyers see on the operator's own listings and the sample homes. */
export const operatorPublisherName = 'Programa Casa Joven PR';
