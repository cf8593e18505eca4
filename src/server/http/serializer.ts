// Response bodies written by fast-json-stringify from JSON Schema compiled once per route from the route's zod
// schema (zod's own toJSONSchema), instead of encoding every answer through zod at run time. Still derived from the
// zod schema and still a whitelist: an object writes only the properties its schema names, so a column added to a
// query never reaches a response (docs/decisions/0098-responses-written-from-json-schema.md).
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * zod writes a nullable object as `anyOf: [object, null]`, which fast-json-stringify can only resolve by validating
 * each answer against both branches; `type: ['object', 'null']` says the same and costs a type check.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, simplify(value)])) as JsonSchema;
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  // A default (zod's `.nullable().default(null)`) says nothing about what is written, so it does not stop the collapse.
  if (anyOf?.length !== 2 || Object.keys(node).some((key) => key !== 'anyOf' && key !== 'default')) return node;
  const isNull = (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1;
  const other = isNull(anyOf[0]!) ? anyOf[1]! : isNull(anyOf[1]!) ? anyOf[0]! : null;
  if (!other || typeof other.type !== 'string') return node;
  // A nullable enum keeps null among its values, or fast-json-stringify refuses the null it was told to allow.
  const values = Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {};
  return { ...other, ...values, type: [other.type, 'null'] };
}

/** The JSON Schema of a zod response schema, or null when zod cannot express it (a transform, a date). */
export function responseJsonSchema(schema: z.ZodType): JsonSchema | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
    delete json.$schema;
    return simplify(json) as JsonSchema;
  } catch {
    return null;
  }
}

const zodCompiler = zodSerializerCompiler as FastifySerializerCompiler<z.ZodType>;

export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const json = route.schema instanceof z.ZodType ? responseJsonSchema(route.schema) : null;
  // What JSON Schema cannot say is still encoded by zod, as before.
  return json ? fastJson(json) : zodCompiler(route);
};
