import { z } from 'zod';
import '../zod-locale';
import { plainText } from './text';
import { listingStatuses } from './listings';
import { propertySchema } from './properties';
import { housingOptionIdSchema } from './progress';

/** Generous: six listings today; the bound only stops a client from sending a huge list. */
export const maxSavedProperties = 100;

const propertyIdSchema = plainText().min(1, 'Indica la propiedad').max(64, 'Esa propiedad no existe');

/** A saved property; `status` tells a sold one (docs/product/listings.md: it stays in the plan, marked sold). */
export const planPropertySchema = propertySchema.extend({ status: z.enum(listingStatuses).optional() });
export type PlanProperty = z.infer<typeof planPropertySchema>;

/** The buyer's plan (docs/product/screens.md#the-plan-follows-the-buyer): saved properties, in the order they were saved, and the chosen housing option. */
export const planSchema = z.object({
  savedProperties: z.array(planPropertySchema),
  selectedHousingOption: housingOptionIdSchema.nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/** What this browser has stored locally, sent once per visit so the account and the browser end up equal. */
export const planMergeSchema = z.strictObject({
  savedPropertyIds: z.array(propertyIdSchema).max(maxSavedProperties, 'Demasiadas propiedades guardadas'),
  selectedHousingOption: housingOptionIdSchema.nullable(),
});
export type PlanMergeInput = z.infer<typeof planMergeSchema>;

export const addPlanPropertySchema = z.strictObject({ propertyId: propertyIdSchema });

export const chooseHousingOptionSchema = z.strictObject({
  housingOption: z.enum(housingOptionIdSchema.options, 'Selecciona tu opción de vivienda'),
});
