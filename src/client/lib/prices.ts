import { formatCents } from './format';

/** DECISIONS 5: the configured price; "(prueba)" only when the server runs with sub-dollar test prices. */
export const priceLabel = (cents: number) => (cents < 100 ? `${formatCents(cents)} (prueba)` : formatCents(cents));
