import { z } from 'zod';
import '../zod-locale';
import { multilineText, plainText } from './text';
import { contactMethods } from '../choices';

export const maxContactMessageLength = 2000;

/** docs/product/validation.md#message-generator: name, valid e-mail, phone, institution and the message itself are required. */
export const contactMessageSchema = z.strictObject({
  name: plainText().min(1, 'Ingresa tu nombre completo').max(120, 'El nombre es demasiado largo'),
  email: plainText().email('Ingresa un email válido').max(254, 'El email es demasiado largo'),
  phone: plainText()
    .min(1, 'Ingresa tu teléfono')
    .max(20, 'Ingresa un número de teléfono válido')
    .regex(/^[0-9+()\-.\s]+$/, 'Ingresa un número de teléfono válido'),
  institutionId: z.string().uuid('Selecciona una institución'),
  message: multilineText()
    .min(1, 'Escribe tu mensaje')
    .max(maxContactMessageLength, `El mensaje no puede tener más de ${maxContactMessageLength} caracteres`),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** What the buyer is told after sending: e-mailed to the institution, or stored with the way to reach it instead. */
export const contactResultSchema = z.object({
  id: z.string(),
  sentByEmail: z.boolean(),
  institution: z.object({
    name: z.string(),
    contactMethod: z.enum(contactMethods),
    phone: z.string(),
    website: z.string(),
  }),
});
export type ContactResult = z.infer<typeof contactResultSchema>;
