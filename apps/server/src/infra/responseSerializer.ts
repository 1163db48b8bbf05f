import type { FastifyInstance } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z, type ZodType } from 'zod';

/**
 * Answers are written by fast-json-stringify, compiled once per route from the route's zod output
 * schema (turned into JSON Schema), instead of `JSON.stringify` on every request. A field that the
 * schema does not declare is not written: an answer can never carry more than the contract says.
 * Measured with the listing-list bench: docs/performance.md.
 */
export function registerResponseSerializer(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => (isZodSchema(schema) ? answerWriter(schema) : JSON.stringify));
}

/** The JSON writer of one answer schema, as Fastify's serializer uses it. */
export function answerWriter(schema: ZodType): (answer: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}

/**
 * A writer that writes the answer of each data object once (`wrap` puts it in its answer): while a
 * handler keeps returning the same object (a cache's entry), its JSON is sent again as it is.
 * Entries go with their objects (a WeakMap).
 */
export function reusedAnswerWriter(schema: ZodType, wrap: (data: object) => unknown): (data: object) => string {
  const write = answerWriter(schema);
  const written = new WeakMap<object, string>();
  return (data) => {
    let json = written.get(data);
    if (json === undefined) {
      json = write(wrap(data));
      written.set(data, json);
    }
    return json;
  };
}

function isZodSchema(schema: unknown): schema is ZodType {
  return schema instanceof z.ZodType;
}
