// The few phrases the card and the listing's page both write.
export const bedroomsText = (n: number) => `${n} ${n === 1 ? 'habitación' : 'habitaciones'}`;
export const bathroomsText = (n: number) => `${n} ${n === 1 ? 'baño' : 'baños'}`;
/** "Barrio Pueblo, Caguas", or the municipality alone. */
export const placeOf = (listing: { barrio: string | null; municipality: string }) =>
  listing.barrio ? `${listing.barrio}, ${listing.municipality}` : listing.municipality;
export const propertiesCount = (n: number) => `Mostrando ${n.toLocaleString('es-PR')} ${n === 1 ? 'propiedad' : 'propiedades'}`;
