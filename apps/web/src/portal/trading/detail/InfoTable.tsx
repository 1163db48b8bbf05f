import type { ReactNode } from 'react';

/** One row of an information table; `hidden` rows are left out (docs/product.md §2 show/hide rules). */
export interface InfoRow {
  label: string;
  value: ReactNode;
  hidden?: boolean;
  /** Spans the whole width (long text). */
  wide?: boolean;
}

const isEmpty = (value: ReactNode) => value === undefined || value === null || value === '';

/** A bordered table of label/value pairs: two pairs a row on wide screens, one on phones. */
export function InfoTable({ rows, label }: { rows: InfoRow[]; label: string }) {
  return (
    <dl className="info-table" aria-label={label}>
      {withoutGaps(rows.filter((row) => !row.hidden)).map((row) => (
        <div key={row.label} className={row.wide ? 'info-table__row info-table__row--wide' : 'info-table__row'}>
          <dt>{row.label}</dt>
          <dd>{isEmpty(row.value) ? '--' : row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Pairs fill a line; a pair left alone before a wide row or at the end (hidden rows make that
 * happen) takes the whole line, so the table never shows a hole.
 */
function withoutGaps(rows: InfoRow[]): InfoRow[] {
  const result = rows.map((row) => ({ ...row }));
  let run = 0;
  result.forEach((row, index) => {
    if (row.wide) {
      if (run % 2 === 1) result[index - 1]!.wide = true;
      run = 0;
    } else run += 1;
  });
  if (run % 2 === 1) result[result.length - 1]!.wide = true;
  return result;
}
