import type { FastifySchemaCompiler } from 'fastify';
import { commonMessages } from '@jhy/contract';
import { fieldRefused } from './errors.js';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: no form sends them,
 * and PostgreSQL refuses a NUL byte in text with an error (docs/security.md "Input").
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Deeper than any form of the product; a deeper value is not walked further (zod refuses it anyway). */
const MAX_DEPTH = 64;

/**
 * The name of the first field (top-level key) whose value or key holds a forbidden character, or
 * `''` when it is a top-level key itself; undefined when there is none.
 */
export function fieldWithControlCharacter(value: unknown): string | undefined {
  const seen = new Set<object>();
  const walk = (node: unknown, depth: number): boolean => {
    if (typeof node === 'string') return FORBIDDEN.test(node);
    if (node === null || typeof node !== 'object' || depth > MAX_DEPTH || seen.has(node)) return false;
    seen.add(node);
    if (Array.isArray(node)) return node.some((item) => walk(item, depth + 1));
    return Object.entries(node).some(([key, item]) => FORBIDDEN.test(key) || walk(item, depth + 1));
  };
  if (value === null || typeof value !== 'object') return walk(value, 0) ? '' : undefined;
  for (const [key, item] of Object.entries(value)) {
    if (FORBIDDEN.test(key)) return '';
    if (walk(item, 1)) return key;
  }
  return undefined;
}

/**
 * Wraps the validator compiler so that every route's query, body and params (multipart text fields
 * included: `normalizeBody` has made them plain fields by then) are refused with one Chinese 400
 * when any string in them holds a control character — before the route's own schema, for every
 * route at once (docs/security.md "Input").
 */
export function refusingControlCharacters<S>(compiler: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compiler(route);
    return (data: unknown) => {
      const field = fieldWithControlCharacter(data);
      if (field !== undefined) {
        return { error: fieldRefused(field || 'input', commonMessages.controlCharacter) };
      }
      return validate(data);
    };
  };
}
