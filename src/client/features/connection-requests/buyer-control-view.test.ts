import { describe, expect, it } from 'vitest';
import { defaultContactPreferences, type LeadControls } from '../../../shared/schemas/buyer-control';
import type { ContactHolder } from '../../../shared/schemas/leads';
import { ApiError } from '../../lib/api';
import {
  callEndHours,
  callStartHours,
  holderState,
  preferenceProblems,
  requestsSummary,
  serverPreferenceProblems,
  withChannel,
} from './buyer-control-view';

describe('contact preferences on the form', () => {
  it('has nothing to say about the defaults', () => {
    expect(preferenceProblems(defaultContactPreferences)).toEqual({});
  });

  it('words each problem under its field, as the server would', () => {
    expect(preferenceProblems({ channels: [], callFromHour: 9, callToHour: 21 })).toEqual({
      channels: 'Elige al menos una forma de contacto',
    });
    expect(preferenceProblems({ channels: ['phone'], callFromHour: 15, callToHour: 11 })).toEqual({
      callToHour: 'La hora de inicio debe ser anterior a la hora final',
    });
    expect(preferenceProblems({ channels: ['phone'], callFromHour: 7, callToHour: 22 })).toEqual({
      callFromHour: 'Las llamadas no pueden empezar antes de las 9:00 a. m.',
      callToHour: 'Las llamadas no pueden terminar después de las 9:00 p. m.',
    });
  });

  it("puts the server's 400 issues under their fields, and leaves other errors to the form", () => {
    const body = JSON.stringify({
      message: 'Elige al menos una forma de contacto',
      issues: [{ path: ['channels'], message: 'Elige al menos una forma de contacto' }],
    });
    expect(serverPreferenceProblems(new ApiError(400, body))).toEqual({ channels: 'Elige al menos una forma de contacto' });
    expect(serverPreferenceProblems(new ApiError(400, '{"message":"x","issues":[]}'))).toBeNull();
    expect(serverPreferenceProblems(new ApiError(409, '{"message":"Todavía no has pedido que te contacten."}'))).toBeNull();
    expect(serverPreferenceProblems(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('keeps channels in their usual order whatever order they are checked in', () => {
    expect(withChannel(['app'], 'phone', true)).toEqual(['phone', 'app']);
    expect(withChannel(['phone', 'email', 'app'], 'email', false)).toEqual(['phone', 'app']);
    expect(withChannel(['phone'], 'phone', true)).toEqual(['phone']);
  });

  it('offers call hours only inside the window the law allows', () => {
    expect(callStartHours[0]).toBe(9);
    expect(callStartHours.at(-1)).toBe(20);
    expect(callEndHours[0]).toBe(10);
    expect(callEndHours.at(-1)).toBe(21);
  });
});

describe('new requests', () => {
  const controls: LeadControls = {
    paused: false,
    requestLimit: null,
    defaultRequestLimit: 3,
    openRequests: 1,
    contactPreferences: defaultContactPreferences,
  };

  it('counts open requests against the default limit, or the lower one the buyer chose', () => {
    expect(requestsSummary(controls)).toMatchObject({ limit: 3, count: '1 de 3 solicitudes abiertas', open: true });
    expect(requestsSummary({ ...controls, requestLimit: 1 })).toMatchObject({
      limit: 1,
      count: '1 de 1 solicitudes abiertas',
      open: false,
    });
    expect(requestsSummary({ ...controls, requestLimit: 1 }).state).toMatch(/^Llegaste a tu límite/);
  });

  it('says so when paused, whatever the count', () => {
    expect(requestsSummary({ ...controls, paused: true })).toMatchObject({
      open: false,
      state: 'Pausadas: ninguna institución puede enviarte solicitudes nuevas.',
    });
  });
});

describe('who holds the contact data', () => {
  const holder: ContactHolder = {
    requestId: 'r1',
    institutionName: 'Banco Uno',
    acceptedAt: '2026-11-20T15:00:00.000Z',
    unlockedAt: null,
    revokedAt: null,
    contactAttempts: [],
  };

  it('tells accepted, unlocked and revoked apart, with Puerto Rico dates', () => {
    expect(holderState(holder)).toEqual({ kind: 'accepted', text: 'Aceptaste su solicitud; aún no ha desbloqueado tus datos' });
    // 1 a. m. UTC on the 22nd is still the 21st in Puerto Rico.
    expect(holderState({ ...holder, unlockedAt: '2026-11-22T01:00:00.000Z' })).toEqual({
      kind: 'unlocked',
      text: 'Tiene tus datos desde el 21 de noviembre de 2026',
    });
    expect(holderState({ ...holder, unlockedAt: '2026-11-21T12:00:00.000Z', revokedAt: '2026-11-23T12:00:00.000Z' })).toEqual({
      kind: 'revoked',
      text: 'Retiraste tu consentimiento el 23 de noviembre de 2026',
    });
  });
});
