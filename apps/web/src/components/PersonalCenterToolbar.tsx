import type { ReactNode } from 'react';
import { Input } from 'antd';
import './personalCenter.css';
import './portalPage.css';

interface PersonalCenterToolbarProps {
  /** A line of figures before the actions ('已认证企业：3 家'); none on lists that show no count. */
  summary?: ReactNode;
  searchPlaceholder: string;
  /** The search term, trimmed; an empty term clears the search. */
  onSearch: (term: string) => void;
  /** The tab's buttons after the search box ('添加企业', '发布交易产品'). */
  children: ReactNode;
}

/** The bar above one of the personal center's own lists: figures, a search box and the tab's buttons. */
export function PersonalCenterToolbar({ summary, searchPlaceholder, onSearch, children }: PersonalCenterToolbarProps) {
  return (
    <div className="jhy-page__bar jhy-pc-toolbar">
      {summary && <p className="jhy-pc-toolbar__summary">{summary}</p>}
      <div className="jhy-pc-toolbar__actions">
        <Input.Search
          className="jhy-pc-toolbar__search"
          placeholder={searchPlaceholder}
          allowClear
          enterButton="搜索"
          maxLength={100}
          onSearch={(term) => onSearch(term.trim())}
        />
        {children}
      </div>
    </div>
  );
}
