import { useState } from 'react';

/**
 * The page and the search term of one of the personal center's own lists: a new search starts
 * again at page 1, a page change keeps the term.
 */
export function usePagedSearch() {
  const [query, setQuery] = useState({ page: 1, term: '' });
  return {
    page: query.page,
    term: query.term,
    search: (term: string) => setQuery({ page: 1, term }),
    goTo: (page: number) => setQuery((current) => ({ ...current, page })),
  };
}
