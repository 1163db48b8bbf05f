import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.js';

/**
 * The keys that sign the server's short-lived links (infra/linkSigner.ts), one per kind of link.
 * Kept in the database so that every server instance signs and checks with the same key
 * (docs/deployment.md "Several instances"); base64 of 32 random bytes.
 */
export const signingKeys = pgTable('signing_keys', {
  name: varchar('name', { length: 64 }).primaryKey(),
  key: text('key').notNull(),
  createdAt: createdAtColumn(),
});

/**
 * When each scheduled job last started and finished, across every server instance: a job whose last
 * start is more recent than its interval is not started again (infra/scheduledJobs.ts).
 */
export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  name: varchar('name', { length: 64 }).primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});
