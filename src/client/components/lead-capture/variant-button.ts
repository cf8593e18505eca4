import type { LeadVariant } from '../../../shared/domain/lead-variant';

/** docs/product/data.md: blue uses the brand-blue button, green the green one. */
export const variantButton = { blue: 'primary', green: 'success' } as const satisfies Record<LeadVariant, 'primary' | 'success'>;
