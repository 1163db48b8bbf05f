/** What other features use of the pilot feature (docs/architecture.md "Features"). */
export { pilotPersonalCenterSections } from './personalCenter';
