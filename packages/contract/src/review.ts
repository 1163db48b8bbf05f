/**
 * Review life cycles: which decisions a staff reviewer may take on a record in a given state, where
 * each leads, and how the buttons and the audit log name them. Written once here, the server
 * enforces them and the console offers only the decisions they allow.
 */

/** Take a record into review, pass it, or reject it with a remark the applicant reads. */
export const REVIEW_DECISIONS = ['take', 'pass', 'reject'] as const;
export type ReviewDecisionKind = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_DECISION_LABELS: Record<ReviewDecisionKind, string> = {
  take: '受理',
  pass: '审核通过',
  reject: '驳回',
};

/**
 * What every record a reviewer decides answers after its own status: the remark its submitter reads
 * (the reason of a send-back) and when it was submitted and last changed.
 */
export interface ReviewedRecordFields {
  remark: string;
  create_time: string;
  update_time: string;
}

/** One decision's step: the states it may start from and the state it leads to. */
export interface ReviewStep<S extends number> {
  from: readonly S[];
  to: S;
}

export interface ReviewLifeCycle<S extends number> {
  /** Whether a record in `status` accepts `decision`. */
  allows(status: number, decision: ReviewDecisionKind): boolean;
  /** The state `decision` leads to. */
  target(decision: ReviewDecisionKind): S;
  /** The decisions a record in `status` accepts, in the order the console shows them. */
  decisionsFrom(status: number): ReviewDecisionKind[];
  /** Each decision's button label for this kind of record. */
  labels: Record<ReviewDecisionKind, string>;
}

/** A life cycle whose state is one number; `labels` overrides the shared wording where a queue says it its own way. */
export function reviewLifeCycle<S extends number>(
  steps: Partial<Record<ReviewDecisionKind, ReviewStep<S>>>,
  labels: Partial<Record<ReviewDecisionKind, string>> = {},
): ReviewLifeCycle<S> {
  const allows = (status: number, decision: ReviewDecisionKind) =>
    steps[decision]?.from.some((from) => from === status) ?? false;
  return {
    allows,
    target(decision) {
      const step = steps[decision];
      if (!step) throw new Error(`no review step for ${decision}`);
      return step.to;
    },
    decisionsFrom: (status) => REVIEW_DECISIONS.filter((decision) => allows(status, decision)),
    labels: { ...REVIEW_DECISION_LABELS, ...labels },
  };
}
