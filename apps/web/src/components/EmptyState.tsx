import { commonMessages } from '@jhy/contract';
import './listState.css';
import './emptyState.css';

/**
 * An empty list (docs/product.md §2): '暂无数据...' under an empty tray. Plain markup rather than
 * antd's Empty: the public first screens show it and draw no antd, so neither antd's code nor its
 * theme loads for them (docs/performance.md "Plain markup on first screens").
 */
export function EmptyState({ description = commonMessages.noData }: { description?: string }) {
  return (
    <div className="jhy-empty-state">
      <svg className="jhy-empty-state__picture" viewBox="0 0 64 40" aria-hidden="true" focusable="false">
        <ellipse cx="32" cy="35" rx="28" ry="4" fill="currentColor" opacity="0.35" />
        <path
          d="M12 23 19 9h26l7 14v9H12z"
          fill="#fff"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <path d="M12 23h13a7 7 0 0 0 14 0h13" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <p>{description}</p>
    </div>
  );
}
