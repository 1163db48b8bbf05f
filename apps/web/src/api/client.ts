import {
  commonMessages,
  isSuccessCode,
  type ApiInput,
  type ApiOutput,
  type ApiPath,
  type Envelope,
} from '@jhy/contract';
import { takeFirstAnswer } from './firstAnswers';
import { notify } from './notifier';
import { clearSession, getToken, rememberRedirectPath } from './session';

/**
 * The one API client of the web app (docs/product.md §7, §8). Every call goes to the same origin (the server
 * serves the built app and the API together), sends the `token` header, and unwraps `{code,msg,data}`.
 * Session expiry (401) and server failures (5xx) are handled here, once, for every page; any other
 * failure is rejected as an ApiError whose `msg` the caller shows.
 */

/** A failed call. `notified` is true when the client already told the user (401, 5xx, no answer). */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  readonly notified: boolean;

  constructor(code: number, msg: string, options: { data?: unknown; notified?: boolean } = {}) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = options.data ?? null;
    this.notified = options.notified ?? false;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Whose call it is: the portal user by default (`token` header; a 401 ends the portal session), or
 * another kept session — the console's staff (console/consoleApi.ts) — with its own header and login.
 */
export interface ApiSession {
  headers(): Record<string, string>;
  /** Called on a 401 with the server's message: forget the session, send the person to its login. */
  expire(serverMessage: string): void;
}

export interface RequestOptions {
  /** POST unless said otherwise: the product's client posts every call, and the server answers reads on both. */
  method?: 'GET' | 'POST';
  /** Sent as JSON (POST only). */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  session?: ApiSession;
}

export interface UploadOptions {
  /** The multipart field that carries the file; the upload endpoints read `file`. */
  fieldName?: string;
  fields?: QueryParams;
  /** Whole percent, 0–100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  session?: ApiSession;
}

const LOGIN_ROUTE = '/login';

/**
 * Calls a route of the table and resolves with the whole envelope (for callers that show the
 * server's success `msg`); the body is the route's input and `data` its declared output.
 */
export async function request<P extends ApiPath>(
  path: P,
  options?: Omit<RequestOptions, 'body'> & { body?: ApiInput<P> },
): Promise<Envelope<ApiOutput<P>>>;
export async function request(path: string, options: RequestOptions = {}): Promise<Envelope<unknown>> {
  return call(path, options);
}

/**
 * The untyped core of every call; the typed wrappers (here and console/consoleApi.ts) give it its
 * types from the route table.
 */
export async function call(path: string, options: RequestOptions): Promise<Envelope<unknown>> {
  const method = options.method ?? 'POST';
  const session = options.session ?? portalSession;
  const credentials = session.headers();
  const headers = withAccept(credentials);
  let body: string | undefined;
  if (method === 'POST' && options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  // The page's first call may have been made by index.html already, with this session.
  const early =
    session === portalSession && !options.query ? await takeFirstAnswer(path, body, credentials.token) : null;
  if (early) return settleResponse<unknown>(early.status, early.body, session, credentials);

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), { method, headers, body, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw transportFailure(0);
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  return settleResponse<unknown>(response.status, parsed, session, credentials);
}

/**
 * POST to a route of the table: the body is the route's input and the answer its declared output
 * (`post(API.newsShow, { id })`). Types only come from the contract, so no schema reaches the bundle.
 */
export async function post<P extends ApiPath>(
  path: P,
  body?: ApiInput<P>,
  options?: Omit<RequestOptions, 'body'>,
): Promise<ApiOutput<P>>;
export async function post(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<unknown> {
  return (await call(path, { ...options, method: 'POST', body })).data;
}

/** GET a read route of the table, its input sent as the query string. */
export async function get<P extends ApiPath>(
  path: P,
  query?: ApiInput<P> & QueryParams,
  options?: Omit<RequestOptions, 'query'>,
): Promise<ApiOutput<P>>;
export async function get(
  path: string,
  query?: QueryParams,
  options: Omit<RequestOptions, 'query'> = {},
): Promise<unknown> {
  return (await call(path, { ...options, method: 'GET', query })).data;
}

/**
 * Multipart upload to a route of the table, through XMLHttpRequest because fetch cannot report
 * upload progress; `fields` are the route's input, the answer its declared output.
 */
export function upload<P extends ApiPath>(
  path: P,
  file: Blob,
  options?: Omit<UploadOptions, 'fields'> & { fields?: ApiInput<P> & QueryParams },
): Promise<ApiOutput<P>>;
export function upload(path: string, file: Blob, options: UploadOptions = {}): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) {
      if (value !== undefined && value !== null) form.append(name, String(value));
    }
    form.append(options.fieldName ?? 'file', file);

    const session = options.session ?? portalSession;
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const credentials = session.headers();
    for (const [name, value] of Object.entries(withAccept(credentials))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(settleResponse<unknown>(xhr.status, parseJson(xhr.responseText), session, credentials).data);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(transportFailure(0));
    xhr.onabort = () => reject(new DOMException('上传已取消', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export const api = { request, post, get, upload };

/**
 * What a page should show for a failed call, or null when the client has already shown something
 * (401, 5xx). `fallback` covers errors that carry no server message (the product's '登录失败' etc.).
 */
export function messageOfError(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError) return error.notified ? null : error.msg || fallback;
  return fallback;
}

/**
 * Turns an HTTP status and parsed body into the envelope, or throws after the side effects of docs/product.md §8.
 * `sentCredentials` are the session's headers (its token) the call went out with.
 */
function settleResponse<T>(
  status: number,
  parsed: unknown,
  session: ApiSession,
  sentCredentials: Record<string, string>,
): Envelope<T> {
  const envelope = isEnvelope(parsed) ? (parsed as Envelope<T>) : undefined;
  // A 401 may arrive as an error response or inside a normal one (docs/product.md §8): both end the session —
  // but only the session the call was sent with. A call still in flight while the user logs out (or logs in
  // again) answers 401 for a session that is already gone; ending "it" again would send a logged-out visitor
  // to the login page, or log the new session out.
  // A call sent without credentials (a visitor's, or one a page fires while the user logs out) had no session
  // to end: its 401 only refuses it.
  if (status === 401 || envelope?.code === 401) {
    const carriedSession = Object.keys(sentCredentials).length > 0;
    if (carriedSession && sameHeaders(sentCredentials, session.headers())) {
      session.expire(envelope?.msg || commonMessages.sessionExpired);
    }
    throw new ApiError(401, commonMessages.sessionExpired, { notified: true });
  }
  if (!envelope || envelope.code >= 500) throw transportFailure(envelope?.code ?? status);
  if (!isSuccessCode(envelope.code)) throw new ApiError(envelope.code, envelope.msg, { data: envelope.data });
  return envelope;
}

function expireSession(): void {
  notify('warning', commonMessages.sessionExpired, 'session-expired');
  clearSession();
  const current = window.location.hash.replace(/^#/, '') || '/';
  if (current === LOGIN_ROUTE || current.startsWith(`${LOGIN_ROUTE}?`)) return;
  // Bring the user back to where the session ran out once they have logged in again.
  if (current.startsWith('/main/')) rememberRedirectPath(current);
  window.location.hash = LOGIN_ROUTE;
}

/**
 * No answer (code 0), an answer that is not an envelope, or a 5xx: the product's '网络错误！'.
 * Notices share a key so that a page whose five calls fail shows one message, not five.
 */
function transportFailure(code: number): ApiError {
  notify('error', commonMessages.networkError, 'network-error');
  return new ApiError(code, commonMessages.networkError, { notified: true });
}

const portalSession: ApiSession = {
  headers(): Record<string, string> {
    const token = getToken();
    return token ? { token } : {};
  },
  // Spec §8 fixes the portal's message, whatever the server said.
  expire: () => expireSession(),
};

function withAccept(credentials: Record<string, string>): Record<string, string> {
  return { Accept: 'application/json', ...credentials };
}

function sameHeaders(sent: Record<string, string>, now: Record<string, string>): boolean {
  const names = Object.keys(now);
  return names.length === Object.keys(sent).length && names.every((name) => sent[name] === now[name]);
}

function withQuery(path: string, query: QueryParams | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
