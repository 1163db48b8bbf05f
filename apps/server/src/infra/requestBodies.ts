import type { FastifyInstance, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@jhy/contract';
import { payloadTooLarge } from './errors.js';

/** A multipart text field's limit: 200 KB, far above any form field of the product (docs/product.md). */
export const MAX_MULTIPART_FIELD_BYTES = 200 * 1024;

/** A file received in a multipart body, already read into memory (limits keep it small). */
export interface ReceivedFile {
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
  /** Cut at the route's size limit (routes that set multipartOptions.throwFileSizeLimit false). */
  truncated: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    receivedFiles: ReceivedFile[];
    /** Set once the body has been read; an error before that, on a multipart request, is the body's fault. */
    bodyRead: boolean;
  }
}

/**
 * True for an error raised while reading a multipart body (busboy's "Boundary not found",
 * "Unexpected end of form", "Malformed part header"…): those carry no status and would otherwise
 * be answered as a 500, though the client sent something unreadable.
 */
export function isUnreadableMultipart(request: FastifyRequest, error: { statusCode?: number }): boolean {
  return error.statusCode === undefined && !request.bodyRead && request.isMultipart();
}

/**
 * Bodies may be JSON, form-encoded or multipart (docs/api-conventions.md). After parsing, every
 * kind becomes one plain object of fields, with uploaded files set aside in `request.receivedFiles`,
 * so that a route validates the same zod schema whatever the client sent.
 */
export async function registerRequestBodies(app: FastifyInstance): Promise<void> {
  // An empty JSON body is an empty object: clients of the product (docs/product.md) post reads with no payload.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body.trim() : '';
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('invalid JSON body'), { statusCode: 400 });
      done(error, undefined);
    }
  });
  await app.register(formbody);
  // A multipart body is read into memory before the route runs, and the JSON body limit does not
  // cover it. So no route takes a file unless it says so (the upload routes' multipartOptions raise
  // `files`), and plain fields are bounded: a stranger cannot make a read route hold 200 MB.
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: {
      fileSize: UPLOAD_LIMITS.enterpriseFileBytes,
      files: 0,
      fields: 100,
      fieldSize: MAX_MULTIPART_FIELD_BYTES,
    },
  });
  app.decorateRequest('receivedFiles');
  app.decorateRequest('bodyRead', false);
  app.addHook('onRequest', async (request) => {
    request.receivedFiles = [];
  });
  // Registered after the multipart plugin, so it runs once that plugin has read the whole body.
  app.addHook('preValidation', async (request) => {
    request.bodyRead = true;
  });
}

/** Turns a multipart body into plain fields + received files; merges query parameters under it. */
export async function normalizeBody(request: FastifyRequest): Promise<void> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    request.body = { ...query };
    return;
  }
  if (!request.isMultipart()) {
    request.body = { ...query, ...(body as Record<string, unknown>) };
    return;
  }
  const fields: Record<string, unknown> = { ...query };
  for (const [key, part] of Object.entries(body as Record<string, unknown>)) {
    for (const item of Array.isArray(part) ? part : [part]) {
      if (isFilePart(item)) {
        request.receivedFiles.push({
          field: key,
          filename: item.filename,
          mimetype: item.mimetype,
          buffer: await item.toBuffer(),
          truncated: item.file.truncated,
        });
      } else if (isFieldPart(item)) {
        // A field cut at MAX_MULTIPART_FIELD_BYTES is refused, never stored cut.
        if (item.valueTruncated) throw payloadTooLarge();
        fields[key] = item.value;
      }
    }
  }
  request.body = fields;
}

function isFilePart(part: unknown): part is MultipartFile {
  return typeof part === 'object' && part !== null && (part as MultipartFile).type === 'file';
}

function isFieldPart(part: unknown): part is MultipartValue {
  return typeof part === 'object' && part !== null && (part as MultipartValue).type === 'field';
}
