// What the buyer's controls (docs/product/buyer-control.md) read like on /connection-requests, kept apart from the
// components so the rules are tested without a browser.
import {
  callHoursFloor,
  contactChannels,
  contactPreferencesSchema,
  type ContactChannel,
  type ContactPreferences,
  type LeadControls,
} from '../../../shared/schemas/buyer-control';
import type { ContactHolder } from '../../../shared/schemas/leads';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';

export type PreferenceField = keyof ContactPreferences;
export type PreferenceProblems = Partial<Record<PreferenceField, string>>;

const preferenceFields: readonly PreferenceField[] = ['channels', 'callFromHour', 'callToHour'];
const isPreferenceField = (key: unknown): key is PreferenceField => preferenceFields.includes(key as PreferenceField);

/** The first message per field, as the same schema the server applies words it. */
export function preferenceProblems(prefs: ContactPreferences): PreferenceProblems {
  const checked = contactPreferencesSchema.safeParse(prefs);
  if (checked.success) return {};
  const problems: PreferenceProblems = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (isPreferenceField(field)) problems[field] ??= issue.message;
  }
  return problems;
}

/** A 400 whose issues name a field goes under that field; anything else is for the whole form (null here). */
export function serverPreferenceProblems(error: unknown): PreferenceProblems | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const problems: PreferenceProblems = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (isPreferenceField(field)) problems[field] ??= issue.message;
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** Checking or unchecking a channel keeps the channels in their usual order (phone, e-mail, app). */
export function withChannel(channels: readonly ContactChannel[], channel: ContactChannel, on: boolean): ContactChannel[] {
  return contactChannels.filter((each) => (each === channel ? on : channels.includes(each)));
}

/** Hours a call may start at, and end at: inside the window the law allows, an hour apart at least. */
export const callStartHours = hoursBetween(callHoursFloor.fromHour, callHoursFloor.toHour - 1);
export const callEndHours = hoursBetween(callHoursFloor.fromHour + 1, callHoursFloor.toHour);

function hoursBetween(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** "Solicitudes nuevas": how many are open against which limit, and whether institutions can send one now. */
export function requestsSummary(controls: LeadControls) {
  const limit = controls.requestLimit ?? controls.defaultRequestLimit;
  const count = `${controls.openRequests} de ${limit} solicitudes abiertas`;
  const state = controls.paused
    ? 'Pausadas: ninguna institución puede enviarte solicitudes nuevas.'
    : controls.openRequests >= limit
      ? 'Llegaste a tu límite: ninguna otra institución puede enviarte una solicitud hasta que respondas una.'
      : 'Abiertas: las instituciones pueden enviarte solicitudes nuevas.';
  return { limit, count, state, open: !controls.paused && controls.openRequests < limit };
}

/** The holder's line in "Quién tiene tus datos de contacto" (docs/product/buyer-control.md#revoking-consent). */
export function holderState(holder: ContactHolder): { kind: 'revoked' | 'unlocked' | 'accepted'; text: string } {
  if (holder.revokedAt) return { kind: 'revoked', text: `Retiraste tu consentimiento el ${formatDate(holder.revokedAt)}` };
  if (holder.unlockedAt) return { kind: 'unlocked', text: `Tiene tus datos desde el ${formatDate(holder.unlockedAt)}` };
  return { kind: 'accepted', text: 'Aceptaste su solicitud; aún no ha desbloqueado tus datos' };
}
