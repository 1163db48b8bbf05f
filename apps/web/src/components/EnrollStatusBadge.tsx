import { enrollStatusView } from '@jhy/contract';
import './enrollStatusBadge.css';

/**
 * A listing's enrol status as a coloured label (docs/product.md §4), the same colours wherever it shows.
 * `className` gives its shape and place (the card's corner, the detail page's summary).
 */
export function EnrollStatusBadge({ status, className }: { status: number; className: string }) {
  const view = enrollStatusView(status);
  return <span className={`${className} enroll-status--${view.color}`}>{view.label}</span>;
}
