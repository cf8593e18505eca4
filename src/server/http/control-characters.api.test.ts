// Control characters (U+0000 above all, which PostgreSQL refuses in text) are a Spanish 400 that writes nothing, on
// every route: the listed calls go over HTTP, and every string the route table validates is walked to prove it refuses one.
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../test/app';
import { leadPayload, submitLead, unlockLead } from '../../test/marketplace';
import { listingInput } from '../../test/listings';
import { schema } from '../db/client';
import { textCopy } from '../../shared/schemas/text';

const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
const { app, routes, as, anonymous } = built;
const db = built.database.db;

const buyer = await signUpBuyer(app, 'Compradora Control');
const staff = await createStaff(built, 'Banco Control');
const admin = await createAdmin(built);
const leadId = await submitLead(app, buyer);
await unlockLead(app, staff, buyer, leadId);
const [conversation] = (await as(buyer).get('/api/conversations')).json() as Array<{ id: string }>;

/** Rows in every table: a refused call must leave each count as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row!.n;
  }
  return counts;
}

const nul = '\u0000';
type Call = { caller: { cookie: string } | null; method: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string; body?: unknown };
const send = ({ caller, method, url, body }: Call) => {
  const calls = caller ? as(caller) : anonymous;
  if (method === 'GET') return calls.get(url);
  return calls[method.toLowerCase() as 'post' | 'put' | 'patch'](url, body);
};

const refused: Record<string, Call> = {
  'API key name': { caller: staff, method: 'POST', url: '/api/institution/api-keys', body: { name: `Clave${nul}` } },
  'contact-attempt note': {
    caller: staff,
    method: 'POST',
    url: `/api/lead/${leadId}/contact-attempts`,
    body: { attemptedAt: new Date().toISOString(), channel: 'phone', outcome: 'reached', note: `Llamé${nul}` },
  },
  'lead name': { caller: buyer, method: 'POST', url: '/api/leads', body: leadPayload({ nombre: `Lucía${nul} Ortiz` }) },
  'lead e-mail': { caller: buyer, method: 'POST', url: '/api/leads', body: leadPayload({ correo: `lucia${nul}@example.com` }) },
  'lead target price': { caller: buyer, method: 'POST', url: '/api/leads', body: leadPayload({ precio_meta: `$185,000${nul}` }) },
  'lead user agent': { caller: buyer, method: 'POST', url: '/api/leads', body: leadPayload({ user_agent: `vitest${nul}` }) },
  'listing title': {
    caller: staff,
    method: 'POST',
    url: '/api/institution/listings',
    body: listingInput({ title: `Casa${nul} en Caguas` }),
  },
  'listing description': {
    caller: staff,
    method: 'POST',
    url: '/api/institution/listings',
    body: listingInput({ description: `Casa de tres cuartos${nul} cerca de la plaza.` }),
  },
  'saved-search name': {
    caller: staff,
    method: 'POST',
    url: '/api/institution/saved-searches',
    body: { name: `Caguas${nul}`, filters: {}, digest: 'none' },
  },
  'institution login (institution name)': {
    caller: null,
    method: 'POST',
    url: '/api/institution/login',
    body: { email: staff.email, password: staff.password, institutionName: `Banco Control${nul}` },
  },
  'institution login (e-mail)': {
    caller: null,
    method: 'POST',
    url: '/api/institution/login',
    body: { email: `${staff.email}${nul}`, password: staff.password, institutionName: 'Banco Control' },
  },
  'message to a conversation': {
    caller: buyer,
    method: 'POST',
    url: `/api/conversations/${conversation!.id}/messages`,
    body: { content: `Hola${nul}` },
  },
  'admin institution name': {
    caller: admin,
    method: 'POST',
    url: '/api/admin/institutions',
    body: {
      name: `Cooperativa${nul} Control`,
      kind: 'cooperative',
      contactMethod: 'phone',
      email: '',
      phone: '(787) 555-0199',
      website: '',
      description: '',
      staff: { name: 'Oficial Control', email: 'oficial.control@coop.example.com', password: 'Clave-segura-2026' },
    },
  },
  'lone surrogate in an API key name': { caller: staff, method: 'POST', url: '/api/institution/api-keys', body: { name: 'Clave \ud800' } },
  'DEL in a saved-search name': {
    caller: staff,
    method: 'POST',
    url: '/api/institution/saved-searches',
    body: { name: 'Caguas\u007f', filters: {}, digest: 'none' },
  },
  'tab inside a one-line name': { caller: staff, method: 'POST', url: '/api/institution/api-keys', body: { name: 'Clave\tprincipal' } },
  '?q=%00 on the institutions list': { caller: admin, method: 'GET', url: '/api/admin/institutions?q=%00' },
  '?cursor=%00 on the properties list': { caller: buyer, method: 'GET', url: '/api/properties?cursor=a%00b' },
  'id in a path': { caller: buyer, method: 'GET', url: '/api/properties/a%00b' },
  'verification code in a path': { caller: admin, method: 'GET', url: '/api/admin/consent-records/a%00b' },
  '?bankEmail=%00 on the connection requests': { caller: staff, method: 'GET', url: '/api/lead-connection-requests?bankEmail=%00' },
};

describe('control characters in text', () => {
  for (const [what, call] of Object.entries(refused)) {
    it(`refuses them in the ${what}: a Spanish 400, nothing written`, async () => {
      const before = await rowCounts();
      const response = await send(call);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json() as { message: string; issues: Array<{ message: string }> };
      expect(answer.issues.map((issue) => issue.message)).toContain(textCopy.controlCharacters);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await rowCounts()).toEqual(before);
    });
  }

  it('keeps line breaks and tabs in a multi-line note', async () => {
    const note = 'Llamé a las 10.\n\tDejé mensaje.\r\nVolveré a llamar.';
    const response = await as(staff).post(`/api/lead/${leadId}/contact-attempts`, {
      attemptedAt: new Date().toISOString(),
      channel: 'phone',
      outcome: 'left-message',
      note,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as { note: string }).note).toBe(note);
  });
});

/** Every string a zod schema checks, with where it sits. */
function stringsIn(schema: z.core.$ZodType, path: string, found: Array<{ path: string; schema: z.core.$ZodType }>) {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, at = path) => stringsIn(inner as z.core.$ZodType, at, found);
  switch (def.type) {
    case 'string':
      found.push({ path, schema });
      return found;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) walk(value, `${path}.${key}`);
      if (def.catchall) walk(def.catchall, `${path}.*`);
      return found;
    case 'array':
      walk(def.element, `${path}[]`);
      return found;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType);
      return found;
    case 'union':
      for (const option of def.options as unknown[]) walk(option);
      return found;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      return found;
    case 'pipe': {
      // What comes out of a string already passed its checks; after a preprocess the output is all there is.
      const before = found.length;
      walk(def.in);
      if (found.length === before) walk(def.out);
      return found;
    }
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      return found;
    case 'enum':
    case 'literal':
    case 'number':
    case 'boolean':
    case 'null':
    case 'undefined':
    case 'never':
    case 'transform':
      return found;
    default:
      // A kind this walk does not know might hold text it cannot see: teach it the kind rather than skip it.
      throw new Error(`${path}: a ${def.type} schema; teach stringsIn to walk it`);
  }
}

/** Values that pass the app's string fields, one of which each field must accept before it can be shown to refuse a NUL. */
const probes = [
  'Texto de prueba',
  'abc',
  '1',
  '00000000-0000-4000-8000-000000000000',
  'persona@example.com',
  'https://example.com/ruta',
  '(787) 555-0142',
  '$185,000',
  '2026-03-09',
  '2026-03',
  '2026-03-09T10:00:00Z',
  'Clave-segura-2026',
];

describe('every string the routes validate', () => {
  const fields = () =>
    routes.flatMap((route) =>
      (['body', 'querystring', 'params'] as const).flatMap((part) => {
        const input = route.input[part] as z.core.$ZodType | undefined;
        return input && '_zod' in input ? stringsIn(input, `${route.method} ${route.url} ${part}`, []) : [];
      }),
    );

  it('finds the route table full of them', () => {
    expect(fields().length).toBeGreaterThan(100);
  });

  it('refuses each one with a NUL at the start, middle or end of a value it otherwise accepts', () => {
    const unprobed: string[] = [];
    const accepted: string[] = [];
    for (const field of fields()) {
      const probe = probes.find((value) => isValid(field.schema, value));
      if (probe === undefined) {
        unprobed.push(field.path);
        continue;
      }
      const middle = Math.floor(probe.length / 2);
      const withNul = [`${nul}${probe}`, `${probe.slice(0, middle)}${nul}${probe.slice(middle)}`, `${probe}${nul}`];
      if (withNul.some((value) => isValid(field.schema, value))) accepted.push(field.path);
    }
    expect(unprobed, 'add a value these fields accept to `probes`').toEqual([]);
    expect(accepted).toEqual([]);
  });
});

function isValid(schema: z.core.$ZodType, value: string): boolean {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('async string schemas are not expected');
  return !result.issues;
}
