/** Where the accounts pages live (docs/product.md §2). */
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const MY_ACCOUNT_PATH = '/main/myAccount';
/** The personal center's message center (docs/messages.md). */
export const MY_MESSAGES_PATH = '/main/myAccount?tab=messages';
/** Password recovery, opened by 忘记密码 on /login (docs/messages.md). */
export const FORGET_PASSWORD_PATH = '/forgetPwd';
