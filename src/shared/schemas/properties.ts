import { z } from 'zod';
import '../zod-locale';
import { propertyTypes } from '../choices';

export const propertyTypeSchema = z.enum(propertyTypes);

/** docs/product/data.md#property as the API sends it; the price is in integer cents. */
export const propertySchema = z.object({
  id: z.string(),
  title: z.string(),
  priceCents: z.number().int(),
  sizeM2: z.number().int(),
  type: propertyTypeSchema,
  municipality: z.string(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  description: z.string(),
  /** The sample homes' drawing; null for listings (they show photos). */
  imageUrl: z.string().nullable(),
});
export type Property = z.infer<typeof propertySchema>;
