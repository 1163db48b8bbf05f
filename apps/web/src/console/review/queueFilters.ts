import type { ReviewQuery } from './reviewTypes';

/**
 * A queue's list input from the pattern's query: the page, and the status and keyword filters under
 * the names the queue's route gives them ('' asks for all).
 */
export function queueFilters<StatusField extends string, KeywordField extends string>(
  query: ReviewQuery,
  statusField: StatusField,
  keywordField: KeywordField,
) {
  return {
    page: query.page,
    limit: query.limit,
    [statusField]: query.status ?? '',
    [keywordField]: query.keyword ?? '',
  } as { page: number; limit: number } & Record<StatusField, number | ''> & Record<KeywordField, string>;
}
