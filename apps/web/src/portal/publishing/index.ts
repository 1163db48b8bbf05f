/** What other features use of the publishing feature (docs/architecture.md "Features"). */
export { publishingPersonalCenterTabs } from './personalCenter';
