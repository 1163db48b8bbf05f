import type { ReviewLifeCycle } from '@jhy/contract';
import type { ReviewQueueConfig, ReviewStatus } from './reviewTypes';

/**
 * A queue's status filters: `values` in life-cycle order (an object's keys would put -1 last), each
 * with the label and colour the contract's table gives it.
 */
export function reviewStatuses<Value extends number>(
  values: readonly Value[],
  shown: Record<Value, { label: string; color: string }>,
): ReviewStatus[] {
  return values.map((value) => ({ value, ...shown[value] }));
}

/**
 * What a queue whose record has one status number takes from the contract's life cycle: the
 * decisions that status allows and their button labels, so the drawer offers exactly what the
 * server accepts.
 */
export function lifeCycleDecisions<Row extends { id: number }>(
  lifeCycle: Pick<ReviewLifeCycle<number>, 'decisionsFrom' | 'labels'>,
  statusOf: (record: Row) => number,
): Pick<ReviewQueueConfig<Row, Row>, 'statusOf' | 'decisions' | 'decisionLabels'> {
  return {
    statusOf,
    decisions: (record) => lifeCycle.decisionsFrom(statusOf(record)),
    decisionLabels: lifeCycle.labels,
  };
}
