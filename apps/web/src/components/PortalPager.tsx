import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { pagerItems } from './pagerItems';
import './portalPager.css';

interface PortalPagerProps {
  className: string;
  current: number;
  pageSize: number;
  /** How many entries the pages hold: the pager offers ⌈total / pageSize⌉ pages. */
  total: number;
  /** The line before the pages, e.g. "共 12 个项目". */
  totalText: string;
  onChange: (page: number) => void;
}

/**
 * A public list's pager: the total, the arrows and the pages (`pagerItems`); nothing when everything
 * fits on one page. Plain buttons rather than antd's Pagination, which brings its page-size Select
 * (and with it Dropdown, Menu and Tooltip) into every list page, though no public list offers a
 * choice of page size (docs/performance.md "A page's chunks").
 */
export function PortalPager({ className, current, pageSize, total, totalText, onChange }: PortalPagerProps) {
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  const go = (page: number) => {
    if (page !== current) onChange(page);
  };
  return (
    <nav className={`portal-pager ${className}`} aria-label="分页">
      <span className="portal-pager__total">{totalText}</span>
      <ul>
        <li>
          <button type="button" aria-label="上一页" disabled={current <= 1} onClick={() => go(current - 1)}>
            <LeftOutlined />
          </button>
        </li>
        {pagerItems(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="portal-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`第 ${item} 页`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" aria-label="下一页" disabled={current >= pageCount} onClick={() => go(current + 1)}>
            <RightOutlined />
          </button>
        </li>
      </ul>
    </nav>
  );
}
