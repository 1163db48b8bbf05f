/** What other features use of the accounts feature (docs/architecture.md "Features"). */
export { MY_ACCOUNT_PATH } from './accountPaths';
export { useOpenTabAfterSubmit } from './myAccount/useOpenTabAfterSubmit';
export type { ComeFrom, PersonalCenterSection, PersonalCenterTab } from './myAccount/personalCenterTab';
