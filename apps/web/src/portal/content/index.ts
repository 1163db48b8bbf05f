/** What other features use of the content feature (docs/architecture.md "Features"). */
export { positiveId } from './components/positiveId';
export { useNewsPage } from './api/contentQueries';
