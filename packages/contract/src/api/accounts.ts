import { z } from 'zod';
import {
  changePasswordSchema,
  editUserInfoSchema,
  resetPasswordSchema,
  loginSchema,
  logoutSchema,
  registerSchema,
  sendSmsSchema,
} from '../accounts.js';
import { API } from '../routes.js';
import { OWN_LIST, portalRoutes, SELF, SELF_ANSWERED } from './defineRoute.js';
import { int, text } from './fields.js';

const { anyone, signedIn } = portalRoutes('accounts');

export const userInfoSchema = z.object({
  id: int,
  nick_name: text,
  email: text,
  mobile: text,
  user_image: text,
  user_image_fullurl: text,
  user_type: int,
  wchat: text,
  /** 1 when decisions on the user's records also come by SMS (docs/messages.md). */
  sms_notice: z.union([z.literal(0), z.literal(1)]),
  /** 1 when the user is told that an auction they qualified for opens (docs/messages.md "Bidding notices"). */
  auction_open_notice: z.union([z.literal(0), z.literal(1)]),
  /** 1 when the user is told they were outbid in an auction's 限时报价期. */
  outbid_notice: z.union([z.literal(0), z.literal(1)]),
});

/** What a login answers: the session token and the profile's id, nick name, mobile and avatar. */
export const loginUserInfoSchema = z.object({
  token: text,
  ...userInfoSchema.pick({ id: true, nick_name: true, mobile: true, user_image: true }).shape,
});

/** A public account call that only acts: its answer's `data` is null. */
const publicAction = <const Path extends string, Input extends z.ZodType>(path: Path, summary: string, input: Input) =>
  anyone.write({ path, summary, input, output: z.null() });

/** Captcha, SMS code, register, log in and out, my account (portal wire names as the product (docs/product.md) spells them). */
export const accountsApi = {
  captcha: anyone.read({ path: API.captcha, summary: '图形验证码（PNG）', output: SELF_ANSWERED }),
  sendSms: publicAction(
    API.sendSms,
    '发送短信验证码：注册 reg 或找回密码 reset（需图形验证码 code；找回密码不透露手机号是否已注册）',
    sendSmsSchema,
  ),
  register: publicAction(API.register, '注册', registerSchema),
  login: anyone.write({
    path: API.login,
    summary: '登录',
    input: loginSchema,
    output: z.object({ userinfo: loginUserInfoSchema }),
  }),
  // Public: a visitor whose session already ended may still log out; the token names the session.
  logout: publicAction(API.logout, '退出登录（吊销 token）', logoutSchema),
  resetPassword: publicAction(
    API.resetPassword,
    '找回密码：短信验证码 + 新密码；成功后该用户所有登录失效（答复不透露手机号是否已注册）',
    resetPasswordSchema,
  ),
  changePassword: signedIn.write({
    owner: SELF,
    path: API.changePassword,
    summary: '修改密码（需原密码）；其他设备上的登录失效',
    input: changePasswordSchema,
    output: z.null(),
  }),
  userInfo: signedIn.read({
    owner: OWN_LIST,
    path: API.userInfo,
    summary: '当前用户信息（忽略 user_id，只看 token）',
    output: userInfoSchema,
  }),
  editUserInfo: signedIn.write({
    owner: SELF,
    path: API.editUserInfo,
    summary: '修改昵称、邮箱、头像（手机号只读）',
    input: editUserInfoSchema,
    output: userInfoSchema,
  }),
};

/** What /index/User/userinfo answers (docs/product.md §3 User, §7). */
export type UserInfo = z.output<typeof userInfoSchema>;
/** `data.userinfo` of a successful login (docs/product.md §7). */
export type LoginUserInfo = z.output<typeof loginUserInfoSchema>;
