import type { AuditEntryView, AuditListQuery } from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { listAuditActions, listAuditEntries } from './auditRepository.js';

/** A page of the audit log, newest first, searched by the console page's filters. */
export function auditEntries(
  db: Queryable,
  query: Partial<Omit<AuditListQuery, 'page' | 'limit'>> & { page: number; limit: number },
): Promise<{ total: number; data: AuditEntryView[] }> {
  return listAuditEntries(db, query);
}

/** The actions that occur in the log, for the search form's picker. */
export function auditActions(db: Queryable): Promise<string[]> {
  return listAuditActions(db);
}
