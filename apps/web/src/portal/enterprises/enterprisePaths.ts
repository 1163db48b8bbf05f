/** The personal center, where a user's enterprises are managed (docs/product.md §2 myAccount tab 2). */
export const MY_ACCOUNT_PATH = '/main/myAccount';
export const ADD_COMPANY_PATH = '/main/addCompany';
