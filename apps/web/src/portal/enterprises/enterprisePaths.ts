/** The enterprise form's page; the enterprises themselves are managed in the personal center (MY_ACCOUNT_PATH). */
export const ADD_COMPANY_PATH = '/main/addCompany';
