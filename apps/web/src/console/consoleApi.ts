import { CONSOLE_TOKEN_HEADER } from '@jhy/contract';
import { request, upload, type ApiSession, type QueryParams, type UploadOptions } from '../api/client';
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

/** Console calls: POST with a JSON body, answered with the envelope's data. */
export const consoleApi = {
  async post<T>(path: string, body?: unknown): Promise<T> {
    return (await request<T>(path, { method: 'POST', body, session: staffApiSession })).data;
  },
  /** For a save whose success message comes from the server ('保存成功'). */
  async send<T>(path: string, body?: unknown): Promise<{ data: T; msg: string }> {
    const envelope = await request<T>(path, { method: 'POST', body, session: staffApiSession });
    return { data: envelope.data, msg: envelope.msg };
  },
  async get<T>(path: string, query?: QueryParams): Promise<T> {
    return (await request<T>(path, { method: 'GET', query, session: staffApiSession })).data;
  },
  upload<T>(path: string, file: Blob, options: Omit<UploadOptions, 'session'> = {}): Promise<T> {
    return upload<T>(path, file, { ...options, session: staffApiSession });
  },
};
