import { consoleMessages, type ReviewDecisionInput, type ReviewDecisionKind } from '@jhy/contract';
import type { Db, Transaction } from '../../../db/client.js';
import { badRequest, conflict, notFound } from '../../../infra/errors.js';
import { withAudit, type AuditActor } from '../audit/withAudit.js';

export interface DecisionContext {
  remark: string;
  actor: AuditActor;
  at: Date;
}

/**
 * How one kind of record is reviewed. The feature module knows its table and its life cycle;
 * `decideReview` supplies what every review shares: the remark rule, the lock, the state check,
 * the audit entry, one transaction.
 *
 * Enterprises, display products, certification and listings are each one `ReviewFlow`; a flow
 * whose state is one number takes its transitions from its `reviewLifeCycle` in the contract
 * (e.g. ENTERPRISE_REVIEW), which the console uses to offer the same decisions.
 */
export interface ReviewFlow<Row> {
  /** The audit log's target type and action prefix: 'enterprise' → 'enterprise.pass'. */
  targetType: string;
  /** Loads the record with a row lock (SELECT … FOR UPDATE): two reviewers cannot decide it at once. */
  loadForDecision(tx: Transaction, id: number): Promise<Row | undefined>;
  /**
   * The version of what the applicant submitted (its last edit time). The reviewer's client sends
   * back the version it showed; a different one means the applicant changed the record since.
   */
  versionOf(row: Row): string;
  /** Whether the record, as it stands, accepts this decision (e.g. pass only while under review). */
  allows(row: Row, decision: ReviewDecisionKind): boolean;
  /** Writes the decision (status, remark, reviewer, time) and answers the record as it now is. */
  apply(tx: Transaction, row: Row, decision: ReviewDecisionKind, context: DecisionContext): Promise<Row>;
  /** The fields the audit log shows before → after (status, step, remark). */
  snapshot(row: Row): Record<string, unknown>;
}

/**
 * `versionOf` for a record whose owner's edits set `updatedAt` and whose decisions leave it: a
 * decision never makes the version the reviewer was shown stale.
 */
export const editVersion = (row: { updatedAt: Date }): string => row.updatedAt.toISOString();

/** The reviewer columns a decision writes (`reviewedColumns` of the schema): who decided, and when. */
export const reviewerStamp = ({ actor, at }: DecisionContext) => ({ reviewedBy: actor.id, reviewedAt: at });

/**
 * Applies one reviewer's decision to one queue record. A rejection needs a remark (the applicant
 * reads it); a record that is gone answers 404; one whose state no longer accepts the decision
 * (another reviewer was faster) answers 409 and changes nothing; so does one whose applicant has
 * edited it since the reviewer read it.
 */
export async function decideReview<Row>(
  db: Db,
  actor: AuditActor,
  flow: ReviewFlow<Row>,
  input: ReviewDecisionInput,
): Promise<Row> {
  const remark = input.remark.trim();
  if (input.decision === 'reject' && remark === '') throw badRequest(consoleMessages.rejectRemarkRequired);
  const subject = { action: `${flow.targetType}.${input.decision}`, targetType: flow.targetType, targetId: input.id };
  return withAudit(db, actor, { ...subject, remark }, async (tx) => {
    const row = await flow.loadForDecision(tx, input.id);
    if (row === undefined) throw notFound();
    if (flow.versionOf(row) !== input.version) throw conflict(consoleMessages.reviewContentChanged);
    if (!flow.allows(row, input.decision)) throw conflict(consoleMessages.reviewStateChanged);
    const before = flow.snapshot(row);
    const updated = await flow.apply(tx, row, input.decision, { remark, actor, at: new Date() });
    return { before, after: flow.snapshot(updated), result: updated };
  });
}
