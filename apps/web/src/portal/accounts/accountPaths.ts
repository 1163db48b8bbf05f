/** Where the accounts pages live (docs/product.md §2). */
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const MY_ACCOUNT_PATH = '/main/myAccount';
