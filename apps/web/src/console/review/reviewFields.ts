import type { ReactNode } from 'react';
import type { ReviewField } from './reviewTypes';

/** What a row shows when it is not one of the record's values as it is: a worked-out value, rich text or files. */
export type ReviewFieldContent = Omit<ReviewField, 'label'>;

/** The record's keys whose values show as they are (text, numbers, nothing). */
type ShownKey<Row> = { [K in keyof Row]-?: Row[K] extends ReactNode ? K : never }[keyof Row];

/**
 * A section's rows in the order written, by label: a key shows that value of the record, anything
 * else is what the row shows. A key whose value cannot be shown as it is (files, a list) is refused
 * where it is written. Declared by the record's own type (like `consoleApi.post` by its path); the
 * body reads the values by name.
 */
export function reviewFields<Row>(
  record: Row,
  fields: Record<string, ShownKey<Row> | ReviewFieldContent>,
): ReviewField[];
export function reviewFields(
  record: Record<string, ReactNode>,
  fields: Record<string, string | ReviewFieldContent>,
): ReviewField[] {
  return Object.entries(fields).map(([label, field]) =>
    typeof field === 'object' ? { label, ...field } : { label, value: record[field] },
  );
}
