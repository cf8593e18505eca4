// The buyer's control over who may ask and how they may be reached (docs/product/buyer-control.md): the cap on open
// requests, the pause, contact preferences, revoking consent and the record of contact attempts.
import { z } from 'zod';
import '../zod-locale';
import { multilineText } from './text';

/** Institutions that may wait on one buyer's answer at a time, unless configuration says otherwise. */
export const defaultMaxOpenRequests = 3;

export const contactChannels = ['phone', 'email', 'app'] as const;
export type ContactChannel = (typeof contactChannels)[number];
export const contactChannelLabels: Record<ContactChannel, string> = {
  phone: 'Teléfono',
  email: 'Correo electrónico',
  app: 'Mensajes en la app',
};

/** Calls only between 9:00 a. m. and 9:00 p. m., Puerto Rico time (PR Law 210-2003): the buyer can narrow it, never widen it. */
export const callHoursFloor = { fromHour: 9, toHour: 21 } as const;

export const contactPreferencesCopy = {
  noChannel: 'Elige al menos una forma de contacto',
  tooEarly: 'Las llamadas no pueden empezar antes de las 9:00 a. m.',
  tooLate: 'Las llamadas no pueden terminar después de las 9:00 p. m.',
  order: 'La hora de inicio debe ser anterior a la hora final',
} as const;

const hour = (message: string) => z.number({ error: message }).int(message);

export const contactPreferencesSchema = z
  .object({
    channels: z
      .array(z.enum(contactChannels, { error: 'Forma de contacto desconocida' }))
      .min(1, contactPreferencesCopy.noChannel)
      .max(contactChannels.length)
      .refine((channels) => new Set(channels).size === channels.length, 'Cada forma de contacto va una sola vez'),
    callFromHour: hour(contactPreferencesCopy.tooEarly).min(callHoursFloor.fromHour, contactPreferencesCopy.tooEarly),
    callToHour: hour(contactPreferencesCopy.tooLate).max(callHoursFloor.toHour, contactPreferencesCopy.tooLate),
  })
  .refine((prefs) => prefs.callFromHour < prefs.callToHour, { message: contactPreferencesCopy.order, path: ['callToHour'] });
export type ContactPreferences = z.infer<typeof contactPreferencesSchema>;

/** Until the buyer chooses: every channel, the whole window the law allows. */
export const defaultContactPreferences: ContactPreferences = {
  channels: [...contactChannels],
  callFromHour: callHoursFloor.fromHour,
  callToHour: callHoursFloor.toHour,
};

/** "9:00 a. m." for 9, "9:00 p. m." for 21: how an hour reads in Puerto Rico. */
export function formatHour(hour: number): string {
  const suffix = hour < 12 ? 'a. m.' : 'p. m.';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00 ${suffix}`;
}

/** One line for an officer: "Teléfono, Correo electrónico · llamadas de 9:00 a. m. a 9:00 p. m. (hora de Puerto Rico)". */
export function describeContactPreferences(prefs: ContactPreferences): string {
  const channels = prefs.channels.map((channel) => contactChannelLabels[channel]).join(', ');
  if (!prefs.channels.includes('phone')) return `${channels} · no llamar`;
  return `${channels} · llamadas de ${formatHour(prefs.callFromHour)} a ${formatHour(prefs.callToHour)} (hora de Puerto Rico)`;
}

/** What the buyer controls about new requests, and how many are open now. */
export const leadControlsSchema = z.object({
  paused: z.boolean(),
  /** The buyer's own limit, or null for the default. */
  requestLimit: z.number().int().nullable(),
  defaultRequestLimit: z.number().int(),
  openRequests: z.number().int(),
  contactPreferences: contactPreferencesSchema,
});
export type LeadControls = z.infer<typeof leadControlsSchema>;

export const leadPauseSchema = z.object({ paused: z.boolean({ error: 'Indica si quieres pausar las solicitudes' }) });

export const requestLimitSchema = z.object({
  requestLimit: z
    .number({ error: 'El límite debe ser un número' })
    .int('El límite debe ser un número entero')
    .min(1, 'El límite debe ser al menos 1')
    .nullable(),
});

export const revokeConsentSchema = z.object({
  reason: multilineText().max(500, 'El motivo no puede pasar de 500 caracteres').optional().default(''),
});
export type RevokeConsent = z.input<typeof revokeConsentSchema>;

export const contactAttemptOutcomes = ['reached', 'no-answer', 'left-message', 'wrong-contact', 'not-interested'] as const;
export type ContactAttemptOutcome = (typeof contactAttemptOutcomes)[number];
export const contactAttemptOutcomeLabels: Record<ContactAttemptOutcome, string> = {
  reached: 'Se habló con el comprador',
  'no-answer': 'No contestó',
  'left-message': 'Se dejó un mensaje',
  'wrong-contact': 'El dato de contacto no es correcto',
  'not-interested': 'El comprador no está interesado',
};

export const newContactAttemptSchema = z.object({
  attemptedAt: z.iso.datetime({ offset: true, error: 'Indica la fecha y hora del intento' }),
  channel: z.enum(contactChannels, { error: 'Elige el medio de contacto' }),
  outcome: z.enum(contactAttemptOutcomes, { error: 'Elige el resultado' }),
  note: multilineText().max(500, 'La nota no puede pasar de 500 caracteres').optional().default(''),
});
export type NewContactAttempt = z.input<typeof newContactAttemptSchema>;

export const contactAttemptSchema = z.object({
  id: z.string(),
  attemptedAt: z.string(),
  channel: z.enum(contactChannels),
  outcome: z.enum(contactAttemptOutcomes),
  note: z.string().nullable(),
  institutionName: z.string(),
  createdAt: z.string(),
});
export type ContactAttempt = z.infer<typeof contactAttemptSchema>;
