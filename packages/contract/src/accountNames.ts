/**
 * Accounts: register, log in, log out, my account (docs/product.md §2 /login, /register, myAccount tab 1;
 * §5 mobile, password, avatar; §7; §8): their Chinese messages and the header's nickname. No zod here:
 * the header of every signed-in page reads these (the schemas are in accounts.ts).
 */
export const accountMessages = {
  captchaRequired: '请输入图形验证码',
  captchaWrong: '图形验证码错误或已过期，请重新输入',
  smsCodeRequired: '请输入短信验证码',
  smsCodeWrong: '短信验证码错误',
  smsCodeExpired: '短信验证码已失效，请重新获取',
  smsCodeVoided: '短信验证码错误次数过多，请重新获取',
  smsTypeInvalid: '不支持的短信类型',
  smsSent: '验证码已发送，5 分钟内有效',
  smsDailyCapMobile: '该手机号今日获取验证码次数已达上限，请明天再试',
  smsDailyCapIp: '今日获取验证码次数已达上限，请明天再试',
  smsSendFailed: '短信发送失败，请稍后重新获取',
  mobileRegistered: '该手机号已注册，请直接登录',
  confirmRequired: '请再次输入密码',
  passwordMismatch: '两次输入密码不一致!',
  agreementRequired: '您还未勾选用户注册服务协议',
  registered: '注册成功，请登录',
  /** Each SMS send uses the image captcha up: registering needs the new picture's answer. */
  captchaAgain: '图形验证码已用于发送短信并已更换，注册前请输入新的图形验证码',
  /** The same words whether the mobile is unknown or the password wrong: no account enumeration. */
  loginFailed: '手机号或密码错误',
  loggedIn: '登录成功',
  loggedOut: '已退出登录',
  accountDisabled: '该账号已被停用，请联系平台客服',
  nickNameTooLong: '昵称不能超过 20 个字',
  emailInvalid: '邮箱格式不正确',
  avatarNotYours: '头像无效，请重新上传',
  edited: '修改成功',
  avatarSaved: '头像已更新',
  /** Password recovery (docs/messages.md): the same words whether or not the mobile has an account. */
  passwordReset: '密码已重置，请使用新密码登录',
  oldPasswordRequired: '请输入原密码',
  oldPasswordWrong: '原密码错误',
  /** Changing the password ends the user's sessions on every other device. */
  passwordChanged: '密码已修改，其他设备上的登录已退出',
} as const;

/** The header's nickname: the user's own, else 用户 + mobile (docs/product.md §2 Layout). */
export function displayNickName(user: { nick_name?: string | null; mobile?: string | null }): string {
  const nick = user.nick_name?.trim();
  return nick ? nick : `用户${user.mobile ?? ''}`;
}
