import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseJsonSchema, responseSerializerCompiler } from './serializer';

const serialize = (schema: z.ZodType, data: unknown) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' })(data);

const lead = z.object({
  id: z.string(),
  nombre: z.string().nullable(),
  state: z.enum(['available', 'unlocked']),
  request: z.object({ id: z.string(), paid: z.boolean() }).nullable(),
  tags: z.array(z.object({ name: z.string() })),
  note: z.string().optional(),
});

describe('response serializer', () => {
  it('writes only the properties the schema names, at every depth', () => {
    const body = serialize(z.array(lead), [
      {
        id: 'l1',
        nombre: null,
        state: 'available',
        request: { id: 'r1', paid: true, institutionSecret: 'x' },
        tags: [{ name: 'a', correo: 'leak@example.com' }],
        correo: 'leak@example.com',
        movil: '787-555-0101',
      },
    ]);
    expect(JSON.parse(body)).toEqual([
      { id: 'l1', nombre: null, state: 'available', request: { id: 'r1', paid: true }, tags: [{ name: 'a' }] },
    ]);
    expect(body).not.toContain('leak@example.com');
    expect(body).not.toContain('787-555-0101');
  });

  it('writes the same JSON as zod would for nullable objects, optional fields and strings that need escaping', () => {
    const data = { id: 'l"2\n', nombre: 'Ana Ríos', state: 'unlocked', request: null, tags: [], note: 'ñ</script>' };
    expect(JSON.parse(serialize(lead, data))).toEqual(lead.parse(data));
  });

  it('refuses an answer that lacks a required property instead of writing half of it', () => {
    expect(() => serialize(lead, { id: 'l3', state: 'available', tags: [] })).toThrow();
  });

  it('turns a nullable object into a type list, not a branch to validate against', () => {
    expect(responseJsonSchema(lead)).toMatchObject({
      properties: { request: { type: ['object', 'null'], properties: { id: { type: 'string' } }, additionalProperties: false } },
    });
  });

  it('writes null for a nullable enum inside a nullable object with a default', () => {
    const run = z.object({
      assumptions: z
        .object({ municipality: z.enum(['Ponce', 'Caguas']).nullable() })
        .nullable()
        .default(null),
    });
    expect(serialize(run, { assumptions: { municipality: null } })).toBe('{"assumptions":{"municipality":null}}');
    expect(serialize(run, { assumptions: { municipality: 'Ponce' } })).toBe('{"assumptions":{"municipality":"Ponce"}}');
    expect(serialize(run, { assumptions: null })).toBe('{"assumptions":null}');
  });

  it('leaves to zod what JSON Schema cannot say', () => {
    const withDate = z.object({ when: z.date() });
    expect(responseJsonSchema(withDate)).toBeNull();
    expect(serialize(withDate, { when: new Date('2026-01-02T03:04:05Z'), extra: 1 })).toBe('{"when":"2026-01-02T03:04:05.000Z"}');
  });
});
