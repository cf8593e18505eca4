// The operator's prices (docs/product/screens.md#operator-console): integer cents, as the payments ledger stores them
// (docs/product/constants.md#prices-are-configuration).
import { z } from 'zod';
import '../zod-locale';

/** Stripe refuses card charges under 50 cents; a price above $10,000 is a typo. */
export const priceLimits = { minCents: 50, maxCents: 1_000_000 } as const;

export const priceCentsSchema = z
  .number({ error: 'Escribe el precio en centavos.' })
  .int('El precio va en centavos enteros, sin decimales.')
  .min(priceLimits.minCents, `El precio mínimo es ${priceLimits.minCents} centavos ($0.50).`)
  .max(priceLimits.maxCents, `El precio máximo es ${priceLimits.maxCents} centavos ($10,000).`);

export const pricesSchema = z.object({ connectionRequestCents: priceCentsSchema, unlockCents: priceCentsSchema });
export type Prices = z.infer<typeof pricesSchema>;

export const priceHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['request', 'unlock']),
  cents: z.number().int(),
  changedAt: z.string(),
  changedBy: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

export const adminPricesSchema = z.object({
  current: z.object({ connectionRequestCents: z.number().int(), unlockCents: z.number().int() }),
  /** What the environment sets; applies to a kind the operator never changed. */
  initial: z.object({ connectionRequestCents: z.number().int(), unlockCents: z.number().int() }),
  history: z.array(priceHistoryEntrySchema),
});
export type AdminPrices = z.infer<typeof adminPricesSchema>;
