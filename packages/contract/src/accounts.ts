import { z } from 'zod';
import { accountMessages } from './accountNames.js';
import { mobileSchema, newPasswordSchema, passwordSchema, requiredText, ruleMessages } from './rules.js';

/**
 * Accounts: register, log in, log out, my account (docs/product.md §2 /login, /register, myAccount tab 1;
 * §5 mobile, password, avatar; §7; §8). The messages and the header's nickname are in accountNames.ts,
 * without zod, for the pages a signed-in user opens (docs/performance.md "The pages a bidder opens").
 */
export { accountMessages, displayNickName } from './accountNames.js';

/** Seconds to wait before the next SMS to the same mobile (docs/product.md §9 countdown). */
export const SMS_RESEND_SECONDS = 60;
export const smsTooSoonMessage = (seconds: number) => `发送过于频繁，请 ${seconds} 秒后再试`;

export const NICK_NAME_MAX = 20;

const captchaAnswer = requiredText(accountMessages.captchaRequired).max(10, accountMessages.captchaWrong);

const smsCode = requiredText(accountMessages.smsCodeRequired).max(10, accountMessages.smsCodeWrong);

/**
 * What an SMS code is for: registering ('reg', docs/product.md §7) or recovering a forgotten
 * password ('reset', docs/messages.md). Both follow the same rules (captcha, 60 s, daily caps).
 */
export const SMS_CODE_PURPOSES = ['reg', 'reset'] as const;
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];

/** Spec §7 Send SMS; `code` is the image captcha shown above the send button. */
export const sendSmsSchema = z.object({
  mobile_type: z.enum(SMS_CODE_PURPOSES, { error: accountMessages.smsTypeInvalid }),
  mobile: mobileSchema,
  code: captchaAnswer,
});
export type SendSmsInput = z.infer<typeof sendSmsSchema>;

const confirmPassword = z.string({ error: accountMessages.confirmRequired }).min(1, accountMessages.confirmRequired);
/** Every form that asks for a new password twice: the second must repeat the first. */
const repeatsPassword = (form: { password: string; confirmpwd: string }) => form.password === form.confirmpwd;
const passwordMismatch = { message: accountMessages.passwordMismatch, path: ['confirmpwd'] };

/** Spec §3 Register form and §5 Register. The agreement is ticked on the page only. */
export const registerSchema = z
  .object({
    mobile: mobileSchema,
    code: captchaAnswer,
    verification_code: smsCode,
    password: passwordSchema,
    confirmpwd: confirmPassword,
  })
  .refine(repeatsPassword, passwordMismatch);
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * The recovery form of /forgetPwd (docs/messages.md): the register form's fields and rules — mobile,
 * image captcha, SMS code, the §5 password twice — without the agreement.
 */
export const resetPasswordSchema = registerSchema;
export type ResetPasswordInput = RegisterInput;

/** myAccount's change of password: the old one, and a new one by the §5 rules, twice. */
export const changePasswordSchema = z
  .object({
    old_password: z
      .string({ error: accountMessages.oldPasswordRequired })
      .min(1, accountMessages.oldPasswordRequired)
      .max(128),
    password: newPasswordSchema,
    confirmpwd: confirmPassword,
  })
  .refine(repeatsPassword, passwordMismatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Spec §5 Login: only "required" for the password, so accounts made under older rules can log in. */
export const loginSchema = z.object({
  mobile: mobileSchema,
  code: captchaAnswer,
  password: z.string({ error: ruleMessages.passwordRequired }).min(1, ruleMessages.passwordRequired).max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Spec §7 Logout: the token travels in the header; a client may repeat it as a field. */
export const logoutSchema = z.object({ token: z.string().trim().max(200).optional() });

export const nickNameSchema = z.string().trim().max(NICK_NAME_MAX, accountMessages.nickNameTooLong);

/** Empty is allowed (the field is optional); anything else must look like an address. */
export const emailSchema = z
  .string()
  .trim()
  .max(100, accountMessages.emailInvalid)
  .refine((value) => value === '' || z.email().safeParse(value).success, accountMessages.emailInvalid);

const switch01 = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(0), z.literal(1)]))
  .optional();

/**
 * Spec §7 editUserInfo: the client sends its whole user object; only these three fields change.
 * `mobile`, `id`, `user_id` and the rest are read-only and dropped here. A field left out keeps its value.
 */
export const editUserInfoSchema = z.object({
  nick_name: nickNameSchema.optional(),
  email: emailSchema.optional(),
  user_image: z.string().trim().max(255).optional(),
  /** 1: decisions on the user's records also come by SMS (docs/messages.md); 0: the portal only. */
  sms_notice: switch01,
  /** 1: a message (and SMS, under sms_notice) when an auction the user qualified for opens. */
  auction_open_notice: switch01,
  /** 1: a message (and SMS, under sms_notice) when outbid in an auction's 限时报价期. */
  outbid_notice: switch01,
});
export type EditUserInfoInput = z.infer<typeof editUserInfoSchema>;

/** `user_type` is only a displayed tag (docs/product.md §6). */
export const USER_TYPE_LABELS: Record<number, string> = { 1: '企业用户', 2: '个人用户' };
export const userTypeLabel = (userType: number) => USER_TYPE_LABELS[userType] ?? '普通用户';
