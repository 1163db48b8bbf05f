import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntryView, AuditListQuery } from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { readPage } from '../../db/paging.js';
import { startOfChinaDate } from '../../infra/chinaTime.js';
import { auditLog } from '../../db/schema.js';
import { auditNames, targetNameOf } from './auditNameRepository.js';

// The exchange works on China time: a day in the search form is a China calendar day.
const DAY_MS = 24 * 60 * 60 * 1000;

type AuditQuery = Partial<Omit<AuditListQuery, 'page' | 'limit'>> & { page: number; limit: number };

/**
 * The audit log, newest first (ties by id: the order never depends on the plan), each entry with
 * who acted and the record's name read for the whole page in one query (auditNameRepository.ts). Each filter has an index behind it: staff (staff_id, created_at),
 * action (action, created_at), target (target_type, target_id), dates (created_at).
 */
export async function listAuditEntries(
  db: Queryable,
  query: AuditQuery,
): Promise<{ total: number; data: AuditEntryView[] }> {
  const filters: Array<SQL | undefined> = [
    query.staffId === undefined ? undefined : eq(auditLog.staffId, query.staffId),
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.from ? gte(auditLog.createdAt, startOfChinaDate(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, new Date(startOfChinaDate(query.to).getTime() + DAY_MS)) : undefined,
  ];
  const where = and(...filters);
  const select = db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  const { rows, total } = await readPage(select, db.$count(auditLog, where), query);
  const names = await auditNames(db, rows);
  return {
    total,
    data: rows.map((row) => ({
      id: row.id,
      staffId: row.staffId,
      staffName: row.staffName,
      staffDisplayName: row.staffId === null ? '' : (names.staff.get(row.staffId) ?? ''),
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetName: targetNameOf(names, row),
      before: row.before,
      after: row.after,
      remark: row.remark,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** The actions that occur in the log, for the search form's picker (read off the action index). */
export async function listAuditActions(db: Queryable): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}

export async function countAuditEntriesSince(db: Queryable, since: Date): Promise<number> {
  const [row] = await db.select({ value: count() }).from(auditLog).where(gte(auditLog.createdAt, since));
  return row?.value ?? 0;
}

/** One audit entry, written in the transaction of the change it records (withAudit.ts). */
export async function insertAuditEntry(tx: Queryable, entry: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
