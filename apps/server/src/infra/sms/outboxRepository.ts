import type { Queryable } from '../../db/client.js';
import { smsOutbox } from '../../db/schema.js';

/**
 * Keeps a text message in the outbox, the console driver's only destination: staff read it there
 * (modules/console/sms lists it) and the retention job removes it after its time (infra/retention.ts).
 */
export async function keepInOutbox(db: Queryable, message: { mobile: string; content: string; driver: string }) {
  await db.insert(smsOutbox).values(message);
}
