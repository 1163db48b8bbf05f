import { CONSOLE_TOKEN_HEADER, type ApiInput, type ApiOutput, type ApiPath } from '@jhy/contract';
import { call, upload, type ApiSession, type QueryParams, type UploadOptions } from '../api/client';
import { notify } from '../api/notifier';
import { clearStaffSession, getStaffToken } from './staffSession';

export const CONSOLE_LOGIN_PATH = '/console/login';

/**
 * The staff session for the one API client: the token goes in its own header, and a 401 (expired,
 * logged out elsewhere, or the account disabled) shows the server's reason, forgets the staff
 * session — never the portal's — and opens the console login.
 */
export const staffApiSession: ApiSession = {
  headers(): Record<string, string> {
    const token = getStaffToken();
    return token ? { [CONSOLE_TOKEN_HEADER]: token } : {};
  },
  expire(serverMessage) {
    notify('warning', serverMessage, 'console-session-expired');
    clearStaffSession();
    if (!window.location.hash.startsWith(`#${CONSOLE_LOGIN_PATH}`)) window.location.hash = CONSOLE_LOGIN_PATH;
  },
};

/** A staff call, untyped: the core of the typed calls below and of the console's query hooks. */
export function callAsStaff(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; query?: QueryParams } = {},
) {
  return call(path, { ...options, session: staffApiSession });
}

/** The staff session's calls, typed by the route table's path. */
function consolePost<P extends ApiPath>(path: P, body?: ApiInput<P>): Promise<ApiOutput<P>>;
async function consolePost(path: string, body?: unknown): Promise<unknown> {
  return (await call(path, { method: 'POST', body, session: staffApiSession })).data;
}

/** For a save whose success message comes from the server ('保存成功'). */
function consoleSend<P extends ApiPath>(path: P, body?: ApiInput<P>): Promise<{ data: ApiOutput<P>; msg: string }>;
async function consoleSend(path: string, body?: unknown): Promise<{ data: unknown; msg: string }> {
  const envelope = await call(path, { method: 'POST', body, session: staffApiSession });
  return { data: envelope.data, msg: envelope.msg };
}

function consoleGet<P extends ApiPath>(path: P, query?: ApiInput<P> & QueryParams): Promise<ApiOutput<P>>;
async function consoleGet(path: string, query?: QueryParams): Promise<unknown> {
  return (await call(path, { method: 'GET', query, session: staffApiSession })).data;
}

/** Console calls: POST with a JSON body (or GET with a query), answered with the envelope's data. */
export const consoleApi = {
  post: consolePost,
  send: consoleSend,
  get: consoleGet,
  upload<P extends ApiPath>(
    path: P,
    file: Blob,
    options: Omit<UploadOptions, 'session' | 'fields'> = {},
  ): Promise<ApiOutput<P>> {
    return upload(path, file, { ...options, session: staffApiSession });
  },
};
