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

const writers = new WeakMap<ZodType, (answer: unknown) => string>();

/**
 * The JSON writer of one answer schema, as Fastify's serializer uses it. Compiled once per schema
 * in a process: a writer is a pure function of its schema, and the contract's schemas are never
 * changed, so every app of the process (the test apps of a worker, docs/testing.md) shares it.
 */
export function answerWriter(schema: ZodType): (answer: unknown) => string {
  let writer = writers.get(schema);
  if (!writer) {
    writer = fastJson(answerJsonSchema(schema) as Parameters<typeof fastJson>[0]);
    writers.set(schema, writer);
  }
  return writer;
}

/**
 * The answer schema as fast-json-stringify takes it. zod writes a nullable value as
 * `anyOf: [X, { type: 'null' }]`, for which fast-json-stringify tests each value against X with
 * ajv, compiling the validator (and the whole answer's schema with it) at the route's first answer:
 * a listing's first detail after a start took about 100 ms, against 30 ms without. A nullable
 * string, number, integer or boolean is written as the same type with null beside it
 * (`type: ['integer', 'null']`), which it tells apart with `typeof` (docs/performance.md "Answers
 * written without validators").
 */
export function answerJsonSchema(schema: ZodType): unknown {
  return withNullableTypes(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }));
}

type JsonSchemaNode = { [keyword: string]: unknown };

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

function withNullableTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableTypes);
  if (typeof node !== 'object' || node === null) return node;
  const walked: JsonSchemaNode = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withNullableTypes(value)]),
  );
  const { anyOf, ...siblings } = walked;
  return nullableScalar(anyOf, siblings) ?? walked;
}

/** `anyOf: [scalar, null]` (either order) as one schema of the scalar's type or null, else undefined. */
function nullableScalar(anyOf: unknown, siblings: JsonSchemaNode): JsonSchemaNode | undefined {
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return undefined;
  const isNull = (option: JsonSchemaNode) => option.type === 'null' && Object.keys(option).length === 1;
  const [first, second] = anyOf as JsonSchemaNode[];
  const value = isNull(second!) ? first! : isNull(first!) ? second! : undefined;
  if (!value || typeof value.type !== 'string' || !SCALAR_TYPES.has(value.type)) return undefined;
  return { ...siblings, ...value, type: [value.type, 'null'] };
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
