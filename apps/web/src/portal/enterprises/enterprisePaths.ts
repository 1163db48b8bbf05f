/** The personal center, where a user's enterprises are managed (docs/product.md §2 myAccount tab 2). */
export const MY_ACCOUNT_PATH = '/main/myAccount';
/** Where a successful add returns: the personal center opens its enterprise tab when the flag is '1'. */
export const MY_ENTERPRISES_AFTER_ADD_PATH = `${MY_ACCOUNT_PATH}?comeFrom=addCompany`;
export const ADD_COMPANY_PATH = '/main/addCompany';
