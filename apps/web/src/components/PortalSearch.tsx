import type { FormEvent } from 'react';
import './portalButton.css';
import './portalSearch.css';

interface PortalSearchProps {
  /** The keyword the list is filtered by now (from the address). */
  keyword: string;
  placeholder: string;
  /** Called with the trimmed keyword when the search is sent, and with '' when a filtered box is emptied. */
  onSearch: (keyword: string) => void;
  className?: string;
}

/**
 * A public list's keyword search: a plain search form, Enter or 搜索 sends it. Emptying the box (its
 * clear button, Esc, or deleting) shows the whole list again, as antd's clearable search did. Plain
 * markup, not antd's Input.Search: the trading center shows it on its first screen (docs/performance.md
 * "Plain markup on first screens").
 */
export function PortalSearch({ keyword, placeholder, onSearch, className }: PortalSearchProps) {
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('keyword') ?? '').trim());
  };
  return (
    <form role="search" className={className ? `portal-search ${className}` : 'portal-search'} onSubmit={send}>
      <input
        // A new keyword in the address (back button, a link) starts the box afresh with it.
        key={keyword}
        type="search"
        name="keyword"
        defaultValue={keyword}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={50}
        onChange={(event) => {
          if (event.target.value === '' && keyword !== '') onSearch('');
        }}
      />
      <button type="submit" className="portal-button portal-button--primary">
        搜索
      </button>
    </form>
  );
}
