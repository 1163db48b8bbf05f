/** What other features use of the enterprises feature (docs/architecture.md "Features"). */
export { ADD_COMPANY_PATH } from './enterprisePaths';
export { enterprisesPersonalCenterTabs } from './personalCenter';
