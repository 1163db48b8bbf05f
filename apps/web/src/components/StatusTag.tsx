import type { ReactNode } from 'react';
import './statusTag.css';

/** The colours the contract gives its statuses (antd's preset names), plus the room's own. */
const COLOURS = new Set(['default', 'blue', 'geekblue', 'green', 'orange', 'gold', 'red']);

/**
 * A status as a small coloured label, drawn as antd's light Tag of the same colour name. Plain markup
 * rather than antd's Tag: the pages a bidder opens draw no antd, whose CSS-in-JS runtime alone is
 * 50 KiB (docs/performance.md "The pages a bidder opens"). An unknown colour is drawn as the default.
 */
export function StatusTag({ color = 'default', children }: { color?: string; children: ReactNode }) {
  return <span className={`status-tag status-tag--${COLOURS.has(color) ? color : 'default'}`}>{children}</span>;
}
