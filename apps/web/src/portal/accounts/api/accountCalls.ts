import {
  API,
  type ChangePasswordInput,
  type LoginInput,
  type LoginUserInfo,
  type RegisterInput,
  type ResetPasswordInput,
  type SendSmsInput,
} from '@jhy/contract';
import { request } from '../../../api/client';

/**
 * The session calls of docs/product.md §7. Each resolves with the server's message, which the page shows as
 * it is (docs/product.md §8); failures reject with the client's ApiError.
 */

let captchaSerial = 0;
/** A fresh captcha image address: the query makes the browser fetch a new picture every time. */
export function captchaImageUrl(): string {
  captchaSerial += 1;
  return `${API.captcha}?t=${Date.now()}-${captchaSerial}`;
}

export async function sendSmsCode(input: SendSmsInput): Promise<string> {
  return (await request(API.sendSms, { body: input })).msg;
}

export async function registerAccount(input: RegisterInput): Promise<string> {
  return (await request(API.register, { body: input })).msg;
}

/** Password recovery (docs/messages.md): the same answer whether or not the mobile has an account. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  return (await request(API.resetPassword, { body: input })).msg;
}

/** myAccount's change of password; the sessions on other devices end. */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  return (await request(API.changePassword, { body: input })).msg;
}

export async function logIn(input: LoginInput): Promise<{ userinfo: LoginUserInfo; msg: string }> {
  const answer = await request(API.login, { body: input });
  return { userinfo: answer.data.userinfo, msg: answer.msg };
}

/**
 * Revokes `token` on the server. The device has already forgotten it, so the call carries the token itself
 * and a 401 (already revoked elsewhere) ends nothing more.
 */
export async function logOutOnServer(token: string): Promise<void> {
  await request(API.logout, { session: { headers: () => ({ token }), expire: () => undefined } });
}
