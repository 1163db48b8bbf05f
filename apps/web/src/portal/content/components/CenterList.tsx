import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { commonMessages, PAGE_SIZE } from '@jhy/contract';
import { EmptyState } from '../../../components/EmptyState';
import { ListFailure } from '../../../components/ListFailure';
import { PortalPager } from '../../../components/PortalPager';

export interface CenterListEntry {
  id: number;
  title: string;
  intro: string;
  source: string;
  picture: string;
  date: string;
  to: string;
}

interface CenterListProps {
  entries: CenterListEntry[] | undefined;
  total: number;
  page: number;
  loading: boolean;
  /** The list call failed: a retry instead of an empty list. */
  failed: boolean;
  onRetry: () => unknown;
  onPage: (page: number) => void;
}

/** A center's list, 5 a page (docs/product.md §9), with loading and empty states. */
export function CenterList({ entries, total, page, loading, failed, onRetry, onPage }: CenterListProps) {
  if (failed && !loading) return <ListFailure onRetry={onRetry} />;
  if (loading && !entries) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!entries || entries.length === 0) return <EmptyState />;
  return (
    <>
      <ul className="center-list" aria-busy={loading}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link to={entry.to} className="center-list__item">
              {entry.picture && <img className="center-list__thumb" src={entry.picture} alt="" loading="lazy" />}
              <span className="center-list__text">
                <strong className="center-list__title">{entry.title}</strong>
                <span className="center-list__intro jhy-line-clamp">{entry.intro || commonMessages.missingValue}</span>
                <span className="center-list__meta">
                  <time>{entry.date}</time>
                  <span>来源：{entry.source || commonMessages.missingValue}</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <PortalPager
        className="center-pager"
        current={page}
        pageSize={PAGE_SIZE.information}
        total={total}
        totalText={`共 ${total} 条`}
        onChange={onPage}
      />
    </>
  );
}
