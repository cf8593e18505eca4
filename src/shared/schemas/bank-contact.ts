import { z } from 'zod';
import '../zod-locale';
import { exactText } from './text';

/** docs/product/data.md#bank-contact-progress-item; timestamps are ISO strings (UTC) or null. */
export const bankContactItemSchema = z.object({
  id: z.string(),
  bankId: z.string(),
  bankName: z.string(),
  contactMade: z.boolean(),
  contactMadeAt: z.string().nullable(),
  connectionStatus: z.enum(['accepted', 'declined']).nullable(),
  connectionStatusAt: z.string().nullable(),
  formsSubmitted: z.boolean(),
  formsSubmittedAt: z.string().nullable(),
  preApproved: z.boolean(),
  preApprovedAt: z.string().nullable(),
  approved: z.boolean(),
  approvedAt: z.string().nullable(),
  notes: z.string().nullable(),
});
export type BankContactItem = z.infer<typeof bankContactItemSchema>;

export const bankContactParamsSchema = z.object({ id: z.uuid('No encontrado.') });

// docs/product/api.md lets a client send the flag's timestamp too; it is accepted and ignored, the server sets the time.
const clientTime = exactText().max(40).optional();

/** PATCH /api/bank-contact-progress/{id}: exactly one step of docs/product/data.md. */
export const bankContactChangeSchema = z.union(
  [
    z.strictObject({ connectionStatus: z.enum(['accepted', 'declined']), connectionStatusAt: clientTime }),
    z.strictObject({ formsSubmitted: z.literal(true), formsSubmittedAt: clientTime }),
    z.strictObject({ preApproved: z.literal(true), preApprovedAt: clientTime }),
    z.strictObject({ approved: z.literal(true), approvedAt: clientTime }),
  ],
  { error: 'Indica un solo cambio de progreso válido' },
);
export type BankContactChange = z.infer<typeof bankContactChangeSchema>;
