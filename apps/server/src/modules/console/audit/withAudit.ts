import type { Db } from '../../../db/client.js';
import { auditLog } from '../../../db/schema.js';

/** Who did it: a staff member on a request, or the system itself (first start, command line). */
export interface AuditActor {
  id: number | null;
  name: string;
  ip: string;
}

export const systemActor = (name: 'system' | 'cli'): AuditActor => ({ id: null, name, ip: '' });

export interface AuditSubject {
  /** `<targetType>.<verb>`, e.g. 'staff.disable', 'enterprise.pass'. */
  action: string;
  targetType: string;
  /** Omit when the change creates the target; the change then answers it. */
  targetId?: string | number;
  remark?: string;
}

export interface AuditedChange<T> {
  /** The target's state before and after, as the audit log shows it. Never a password or its hash. */
  before: unknown;
  after: unknown;
  result: T;
  targetId?: string | number;
  remark?: string;
}

/**
 * Runs one console change and writes its audit entry in the same transaction: either both are
 * stored or neither. Every console write goes through here, so an action can never happen
 * unrecorded, and a failed action (an error thrown by `change`) leaves no entry behind.
 */
export async function withAudit<T>(
  db: Db,
  actor: AuditActor,
  subject: AuditSubject,
  change: (tx: Db) => Promise<AuditedChange<T>>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const outcome = await change(tx);
    await tx.insert(auditLog).values({
      staffId: actor.id,
      staffName: actor.name.slice(0, 50),
      action: subject.action,
      targetType: subject.targetType,
      targetId: String(outcome.targetId ?? subject.targetId ?? ''),
      before: outcome.before ?? null,
      after: outcome.after ?? null,
      remark: outcome.remark ?? subject.remark ?? '',
      ip: actor.ip.slice(0, 64),
    });
    return outcome.result;
  });
}
