/**
 * The SET values of an edit to a row with rowTimes (db/schema/columns.ts): what changed, and the
 * row's update time moved to now.
 */
export const asEdit = <Values extends object>(values: Values): Values & { updatedAt: Date } => ({
  ...values,
  updatedAt: new Date(),
});
