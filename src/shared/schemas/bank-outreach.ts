import { z } from 'zod';
import '../zod-locale';
import { plainText } from './text';
import { choiceValues, priceRangeLabels } from '../choices';
import { municipalities } from '../municipalities';
import { publicInstitutionSchema } from './institutions';
import { mobilePhoneSchema } from '../domain/mobile-phone';

/** docs/product/validation.md#pre-qualification-form. */
export const prequalificationSchema = z.object({
  nombre: plainText({ error: 'El nombre es requerido' }).min(1, 'El nombre es requerido').max(120, 'El nombre es demasiado largo'),
  email: plainText({ error: 'Email inválido' }).email('Email inválido').max(254, 'Email inválido'),
  movil: mobilePhoneSchema,
  municipio: z.enum(municipalities, { error: 'Selecciona tu municipio' }),
  rangoPrecio: z.enum(choiceValues(priceRangeLabels), { error: 'Selecciona un rango de precio' }),
});
export type PrequalificationInput = z.infer<typeof prequalificationSchema>;

const maxBanksPerOutreach = 20;

/**
 * POST /api/bank-outreach: the form plus the institutions the buyer chose. The figures of the letter come from what
 * the server stored (docs/product/validation.md#the-server-recomputes-every-result); eligibilityData / calculatorData a client may send are dropped.
 */
export const bankOutreachSchema = prequalificationSchema.extend({
  selectedBanks: z
    .array(z.uuid('Institución desconocida'), { error: 'Selecciona al menos una institución' })
    .min(1, 'Selecciona al menos una institución')
    .max(maxBanksPerOutreach, `Selecciona como máximo ${maxBanksPerOutreach} instituciones`),
});
export type BankOutreachInput = z.infer<typeof bankOutreachSchema>;

export const contactedBankSchema = publicInstitutionSchema
  .pick({ id: true, name: true, contactMethod: true, phone: true, website: true })
  .extend({
    /** True when the letter went into the e-mail outbox; otherwise the buyer calls or uses the bank's form. */
    emailQueued: z.boolean(),
  });

export const bankOutreachResponseSchema = z.object({
  id: z.string(),
  banks: z.array(contactedBankSchema),
  emailsSent: z.number().int(),
  createdAt: z.string(),
});
export type BankOutreachResult = z.infer<typeof bankOutreachResponseSchema>;
