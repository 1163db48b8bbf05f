import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/** The audit entries of one target, oldest first: what a test checks the console recorded. */
export function auditTrail(db: Db, targetType: string, targetId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(asc(auditLog.id));
}
