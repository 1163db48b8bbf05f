import type { SmsOutboxEntry } from '@jhy/contract';
import type { Queryable } from '../../../db/client.js';
import { listSmsOutbox } from './smsOutboxRepository.js';

/** A page of what the console SMS driver would have sent, newest first; optionally for one mobile. */
export function smsOutboxPage(
  db: Queryable,
  query: { page: number; limit: number; mobile?: string },
): Promise<{ total: number; data: SmsOutboxEntry[] }> {
  return listSmsOutbox(db, query);
}
