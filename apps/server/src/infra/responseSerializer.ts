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
  app.setSerializerCompiler(({ schema }) => {
    if (!isZodSchema(schema)) return (data) => JSON.stringify(data);
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  });
}

function isZodSchema(schema: unknown): schema is ZodType {
  return schema instanceof z.ZodType;
}
