import type { Queryable, Transaction } from '../../db/client.js';
import { ApiError } from '../../infra/errors.js';
import { insertAuditEntry } from './auditRepository.js';

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

/**
 * The subject of a change to one row: `action` names the target type by its prefix, as every
 * action does ('listing.end' acts on a listing).
 */
export function rowSubject(action: `${string}.${string}`, targetId: number, remark?: string): AuditSubject {
  const targetType = action.slice(0, action.indexOf('.'));
  return remark === undefined ? { action, targetType, targetId } : { action, targetType, targetId, remark };
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
  db: Queryable,
  actor: AuditActor,
  subject: AuditSubject,
  change: (tx: Transaction) => Promise<AuditedChange<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const outcome = await change(tx);
    await writeAuditEntry(tx, actor, subject, outcome);
    return outcome.result;
  });
}

/**
 * Runs an attempt that may be refused (a wrong password) and records the refusal — which changes
 * nothing, so `withAudit` keeps no entry of it — with the refusal's message as remark. Only the
 * refusals a client is told (ApiError); a crash is the log's business, not the audit's.
 */
export async function recordingRefusal<T>(
  db: Queryable,
  actor: AuditActor,
  subject: AuditSubject,
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof ApiError) {
      await writeAuditEntry(db, actor, subject, { before: null, after: null, remark: error.message });
    }
    throw error;
  }
}

async function writeAuditEntry(
  db: Queryable,
  actor: AuditActor,
  subject: AuditSubject,
  outcome: Omit<AuditedChange<unknown>, 'result'>,
): Promise<void> {
  await insertAuditEntry(db, {
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
}
