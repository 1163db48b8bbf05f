import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { ZodType } from 'zod';
import type { AnyRoute } from '@jhy/contract';

/**
 * Hostile requests generated from the route table (packages/contract/src/api) and each route's zod
 * input: the fields a route declares, filled with what an attacker would send (docs/security.md
 * "Hostile input"). Seeded by the caller, so a run can be replayed exactly.
 */

/** Who sends the request: the token headers it carries. */
export type Caller = 'anonymous' | 'bogus' | 'user' | 'staff' | 'userAndStaff';

export type Encoding =
  | 'json'
  | 'query'
  | 'form'
  | 'multipart'
  | 'multipartWithFile'
  | 'brokenMultipart'
  | 'brokenJson'
  | 'deepJson'
  | 'jsonNotObject'
  | 'foreignContentType';

export interface HostileRequest {
  route: string;
  caller: Caller;
  encoding: Encoding;
  /** The fields sent (for json, query, form and multipart). */
  fields: Record<string, unknown>;
  /** A raw body text for the encodings that are not made from fields. */
  raw?: string;
  contentType?: string;
}

type Def = {
  type: string;
  shape?: Record<string, ZodType>;
  in?: ZodType;
  left?: ZodType;
  right?: ZodType;
  innerType?: ZodType;
  options?: ZodType[];
};
const defOf = (schema: ZodType | undefined): Def | undefined =>
  (schema as { _zod?: { def: Def } } | undefined)?._zod?.def;

/** The names of the fields a route's input declares, through pipes, intersections, unions and wrappers. */
export function fieldNames(schema: ZodType | undefined): string[] {
  const names = new Set<string>();
  const walk = (node: ZodType | undefined, depth: number) => {
    const def = defOf(node);
    if (!def || depth > 10) return;
    if (def.type === 'object' && def.shape) for (const key of Object.keys(def.shape)) names.add(key);
    for (const inner of [def.in, def.left, def.right, def.innerType, ...(def.options ?? [])]) walk(inner, depth + 1);
  };
  walk(schema, 0);
  return [...names].sort();
}

const MEGABYTE = 'a'.repeat(1024 * 1024);

/** Values an attacker tries in one field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    // wrong types and edge numbers (pages included)
    null,
    true,
    false,
    0,
    -1,
    -2147483649,
    2147483648,
    Number.MAX_SAFE_INTEGER + 2,
    '9007199254740993',
    1e308,
    -1e308,
    0.5,
    'NaN',
    'Infinity',
    '-0',
    '1e400',
    '',
    ' ',
    [],
    {},
    ['1', '2'],
    [[[]]],
    { $gt: '' },
    // strings the database or the page could choke on
    "' OR '1'='1",
    '1; DROP TABLE users; --',
    "1' UNION SELECT password_hash FROM staff --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '../../../../etc/passwd',
    '/uploads/../../secrets/x',
    '%00',
    '\u0000\u0000',
    'a\u0000b',
    '\u001b[31m',
    '\ud800',
    '🌿🐂💧'.repeat(100),
    '\u202e\u200b',
    '${7*7}{{7*7}}',
    MEGABYTE,
    '1'.repeat(5000),
  ),
  // prototype keys (own properties, as JSON.parse makes them)
  fc.constantFrom<unknown>(
    JSON.parse('{"__proto__":{"polluted":true}}'),
    JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
    '__proto__',
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** A plausible value, so that some requests get past the first rule and test the next. */
const plausibleValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(1, 2, '1', 'test', '13800138000', '2026-01-01');

const extraKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'user_id', 'id', 'role', 'isAdmin', 'extra');

/** Strings holding control characters at random places (the NUL that reached a query, issue #17). */
const controlString: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001f', '\u007f'),
    fc.string({ maxLength: 6 }),
  )
  .map(([a, control, b]) => `${a}${control}${b}`);

const anyHostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileValue },
  { weight: 1, arbitrary: controlString },
);

const define = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/**
 * The fields of one request. Half the time one declared field is hostile and the others are left
 * out (so optional ones take their defaults and the bad value travels as deep as it can); otherwise
 * every field is hostile, plausible or missing, with extra keys.
 */
function fieldsArbitrary(names: string[]): fc.Arbitrary<Record<string, unknown>> {
  const perField = names.map((name) =>
    fc.oneof(
      { weight: 3, arbitrary: anyHostile.map((value) => [name, value] as const) },
      { weight: 1, arbitrary: plausibleValue.map((value) => [name, value] as const) },
      { weight: 1, arbitrary: fc.constant(undefined) }, // the field is missing
    ),
  );
  const extras = fc.array(fc.tuple(extraKeys, anyHostile), { maxLength: 2 });
  const mixed = fc.tuple(fc.tuple(...perField), extras).map(([pairs, extra]) => {
    const fields: Record<string, unknown> = {};
    for (const pair of pairs) if (pair) define(fields, pair[0], pair[1]);
    for (const [key, value] of extra) define(fields, key, value);
    return fields;
  });
  if (names.length === 0) return mixed;
  const oneBad = fc.tuple(fc.constantFrom(...names), anyHostile).map(([name, value]) => define({}, name, value));
  return fc.oneof(oneBad, mixed);
}

const rawBodies = {
  brokenJson: fc.constantFrom('{', '{"a":', '[1,2', '{"a":1,}', 'nul', '{"a":"\\u00"}', "{'a':1}", '\u0000'),
  deepJson: fc.constantFrom(
    '['.repeat(2000) + ']'.repeat(2000),
    '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
    `{"page":${'['.repeat(500)}1${']'.repeat(500)}}`,
  ),
  jsonNotObject: fc.constantFrom('[]', '[1,2,3]', '"x"', '42', 'null', 'true', '[{"page":1}]'),
  foreign: fc.tuple(
    fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/octet-stream',
      'image/png',
      'application/json; charset=utf-7',
      'multipart/mixed; boundary=x',
    ),
    fc.constantFrom('<a>1</a>', 'page=1', '\u0000\u0001', '{"page":1}'),
  ),
};

export function hostileRequest(route: AnyRoute, callers: readonly Caller[]): fc.Arbitrary<HostileRequest> {
  const names = fieldNames(route.input);
  const encoding = fc.constantFrom<Encoding>(
    'json',
    'json',
    'json',
    'query',
    'query',
    'form',
    'multipart',
    'multipartWithFile',
    'brokenMultipart',
    'brokenJson',
    'deepJson',
    'jsonNotObject',
    'foreignContentType',
  );
  return fc
    .record({
      caller: fc.constantFrom(...callers),
      encoding,
      fields: fieldsArbitrary(names),
      brokenJson: rawBodies.brokenJson,
      deepJson: rawBodies.deepJson,
      jsonNotObject: rawBodies.jsonNotObject,
      foreign: rawBodies.foreign,
    })
    .map(({ caller, encoding, fields, brokenJson, deepJson, jsonNotObject, foreign }) => {
      const request: HostileRequest = { route: route.path, caller, encoding, fields };
      if (encoding === 'brokenJson') request.raw = brokenJson;
      if (encoding === 'deepJson') request.raw = deepJson;
      if (encoding === 'jsonNotObject') request.raw = jsonNotObject;
      if (encoding === 'foreignContentType') [request.contentType, request.raw] = foreign;
      return request;
    });
}

/** A field's value as text (query, form and multipart carry text only). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

/** Repeated keys for arrays, as a browser's form would send them. */
function textPairs(fields: Record<string, unknown>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) pairs.push([key, asText(item)]);
    else pairs.push([key, asText(value)]);
  }
  return pairs;
}

export interface InjectShape {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The request as `app.inject` takes it (tokens are added by the caller). */
export function toInject(request: HostileRequest): InjectShape {
  const { route, encoding, fields } = request;
  switch (encoding) {
    case 'query': {
      const query = new URLSearchParams(textPairs(fields)).toString();
      return { method: 'GET', url: query ? `${route}?${query}` : route, headers: {} };
    }
    case 'json':
      return {
        method: 'POST',
        url: route,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(fields),
      };
    case 'form':
      return {
        method: 'POST',
        url: route,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(textPairs(fields)).toString(),
      };
    case 'multipart':
    case 'multipartWithFile':
    case 'brokenMultipart': {
      const boundary = `----hostile${randomBytes(6).toString('hex')}`;
      const parts = textPairs(fields).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${value}\r\n`,
      );
      if (encoding === 'multipartWithFile') {
        parts.push(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../evil\u0000.php.jpg"\r\nContent-Type: image/jpeg\r\n\r\n<?php system($_GET['c']); ?>\r\n`,
        );
      }
      let body = parts.join('') + `--${boundary}--\r\n`;
      if (encoding === 'brokenMultipart') body = body.slice(0, Math.max(10, Math.floor(body.length / 2)));
      return {
        method: 'POST',
        url: route,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.from(body),
      };
    }
    case 'brokenJson':
    case 'deepJson':
    case 'jsonNotObject':
      return { method: 'POST', url: route, headers: { 'content-type': 'application/json' }, payload: request.raw };
    case 'foreignContentType':
      return {
        method: 'POST',
        url: route,
        headers: { 'content-type': request.contentType ?? 'text/plain' },
        payload: request.raw,
      };
  }
}

/** A short description of a request for a failure report (long values cut). */
export function describeRequest(request: HostileRequest): string {
  const text = JSON.stringify({ ...request, raw: request.raw?.slice(0, 80) }, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 80 ? `${value.slice(0, 40)}…(${value.length} chars)` : value,
  );
  return text;
}

/**
 * What must never be in an answer: a stack frame, a source or install path, or the database's own
 * words (docs/security.md "Logs" keeps them in the log).
 */
export const LEAK_PATTERNS: RegExp[] = [
  /\bat [\w.<>]+ \(/,
  /\bat (file:\/\/|\/)/,
  /node_modules/,
  /\/work\/|\/home\/|\/tmp\//,
  /apps\/server|dist\/|src\//,
  /\.(ts|js|mjs):\d+/,
  /DrizzleQueryError|PostgresError|DatabaseError|ZodError|TypeError|RangeError|SyntaxError/,
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b.*\b(FROM|VALUES|SET|WHERE)\b/,
  /syntax error at|violates|duplicate key|invalid input syntax|relation "/,
];
