import { withTestMarker } from '../../shared/test-marker';
import { formatCents } from './format';

/**
 * The configured price (docs/decisions/0053), marked "(prueba)" when it is not real money: a sub-dollar test price, or any
 * price while checkouts go through the simulated provider (decision 0070).
 */
export const priceLabel = (cents: number, testPayments = false) => withTestMarker(formatCents(cents), testPayments || cents < 100);
