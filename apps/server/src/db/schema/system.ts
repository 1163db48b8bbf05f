import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowTimes, serialId } from './columns.js';

/**
 * Every category-like option of the product (docs/product.md) (project types, display categories, honours, seasons,
 * transferor types, pilot menu…) in one table, grouped by `group`. Ids are the product's own
 * (177, 178, 44, 165, 205…): the seed writes them explicitly and new rows continue after the
 * highest one.
 */
export const categories = pgTable(
  'categories',
  {
    id: serialId(),
    pid: integer('pid').notNull().default(0),
    group: varchar('group', { length: 40 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...rowTimes(),
  },
  (table) => [index('categories_pid_idx').on(table.pid, table.sort), index('categories_group_idx').on(table.group)],
);

/** System configuration (docs/product.md §3): footer contacts, trading notice (44), risk warning (45)… */
export const sysConfig = pgTable('sys_config', {
  id: serialId(),
  name: varchar('name', { length: 64 }).notNull().unique(),
  title: varchar('title', { length: 100 }).notNull(),
  content: text('content').notNull().default(''),
  /** 'text' is shown as plain text; 'html' is sanitized rich text. */
  format: varchar('format', { length: 10 }).notNull().default('text'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
