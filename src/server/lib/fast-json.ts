import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from '#domain/shared/zod.ts';

/**
 * Response serialisation from JSON Schema for the hot routes (decision 020). By default every reply is
 * encoded by zod (fastify-type-provider-zod) before JSON.stringify: a full parse of the answer on each request. A
 * response schema wrapped in `fastSerialised()` is instead turned once into JSON Schema (`z.toJSONSchema`) and
 * compiled by fast-json-stringify, Fastify's own serialiser. The schema stays the allowlist: only declared fields
 * are written (`additionalProperties: false` drops the rest), and a missing required field still fails the reply.
 * What it no longer does is check values (a number where a string is declared is written as a string): the hot
 * routes answer what their own services built from typed rows.
 */
const marked = new WeakSet<object>();

/** Marks a response schema for the JSON-Schema serialiser; returns it unchanged. */
export function fastSerialised<T extends z.ZodType>(schema: T): T {
  marked.add(schema);
  return schema;
}

type Stringify = (data: unknown) => string;

/** A union answers with its first option that fits, as zod does: each option is tried in order. */
export function compileFastSerialiser(schema: z.ZodType): Stringify {
  if (schema instanceof z.ZodUnion) {
    const options = (schema.options as z.ZodType[]).map(compileFastSerialiser);
    return (data) => {
      for (let i = 0; i < options.length - 1; i++) {
        try {
          return (options[i] as Stringify)(data);
        } catch {
          // a required field of this option is missing: the next one may fit
        }
      }
      return (options[options.length - 1] as Stringify)(data);
    };
  }
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'throw',
  }) as Record<string, unknown>;
  return fastJson(json as unknown as Parameters<typeof fastJson>[0]) as Stringify;
}

const zodSerializerCompiler = createSerializerCompiler({});

/** zod's serialiser for every route, fast-json-stringify for the schemas marked with `fastSerialised()`. */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> = (
  route,
) => {
  const schema = '_zod' in route.schema ? route.schema : route.schema.properties;
  if (marked.has(schema)) return compileFastSerialiser(schema);
  return zodSerializerCompiler(route);
};
