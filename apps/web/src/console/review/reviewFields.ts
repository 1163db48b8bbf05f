import type { ReactNode } from 'react';
import type { ReviewField, ReviewSection } from './reviewTypes';
import { consoleTime } from '../consoleTime';

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

/**
 * A drawer's last section where the record keeps who submitted it, when, and the reviewer's remark:
 * under the queue's own words ('提交与受理' with '受理意见', '提交与审核' with '审核意见').
 */
export function submissionSection(
  record: { user_mobile: ReactNode; create_time: string; remark: ReactNode },
  title: string,
  remarkLabel: string,
): ReviewSection {
  return {
    title,
    fields: [
      { label: '提交用户', value: record.user_mobile },
      { label: '提交时间', value: consoleTime(record.create_time) },
      { label: remarkLabel, value: record.remark },
    ],
  };
}
