/** What other features use of the certification feature (docs/architecture.md "Features"). */
export { certificationPersonalCenterTabs } from './personalCenter';
