import {
  consoleMessages,
  type ReviewDecisionInput,
  type ReviewDecisionKind,
  type ReviewLifeCycle,
} from '@jhy/contract';
import type { Db, Transaction } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../infra/errors.js';
import { notifyUser, type DecisionEvent } from '../messages/notifyUser.js';
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

/** What a decision writes besides the state: the remark and the reviewer stamp. */
export type DecisionValues = { remark: string } & ReturnType<typeof reviewerStamp>;

/** A record's state, the record locked for a decision, and the decided state written with `values`. */
export interface DecidedRows<Row> {
  stateOf(row: Row): number;
  lock(tx: Transaction, id: number): Promise<Row | undefined>;
  write(tx: Transaction, id: number, state: number, values: DecisionValues): Promise<Row>;
}

/**
 * The flow of a record whose state is one number moved by its life cycle of the contract (e.g.
 * ENTERPRISE_REVIEW) and whose owner's edits set `updatedAt`. A decision writes the state the life
 * cycle leads to, the remark (taking a record in keeps the one the applicant last read) and the
 * reviewer, then tells the owner what `notice` says of it, if anything (docs/messages.md).
 */
export function lifeCycleReviewFlow<Row extends { id: number; userId: number; remark: string; updatedAt: Date }>(spec: {
  targetType: string;
  lifeCycle: Pick<ReviewLifeCycle<number>, 'allows' | 'target'>;
  /** The record's table bound to its state column: `decidedRows` of the repository. */
  rows: DecidedRows<Row>;
  notice(row: Row, decision: ReviewDecisionKind, remark: string): DecisionEvent | undefined;
  snapshot(row: Row): Record<string, unknown>;
}): ReviewFlow<Row> {
  return {
    targetType: spec.targetType,
    loadForDecision: spec.rows.lock,
    versionOf: editVersion,
    allows: (row, decision) => spec.lifeCycle.allows(spec.rows.stateOf(row), decision),
    async apply(tx, row, decision, context) {
      const { remark } = context;
      const updated = await spec.rows.write(tx, row.id, spec.lifeCycle.target(decision), {
        remark: decision === 'take' ? row.remark : remark,
        ...reviewerStamp(context),
      });
      const notice = spec.notice(row, decision, remark);
      if (notice) await notifyUser(tx, row.userId, notice);
      return updated;
    },
    snapshot: spec.snapshot,
  };
}

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
