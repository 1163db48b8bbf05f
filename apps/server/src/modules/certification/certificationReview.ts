import { CERTIFICATION_REVIEW } from '@jhy/contract';
import type { ReviewFlow } from '../console/review/reviewDecision.js';
import { lockApplication, writeDecision, type ApplicationRow } from './certificationRepository.js';

/** The certification acceptance queue; its life cycle is CERTIFICATION_REVIEW of the contract. */
export const certificationReviewFlow: ReviewFlow<ApplicationRow> = {
  targetType: 'certification',
  loadForDecision: (tx, id) => lockApplication(tx, id),
  // The applicant's edits set updated_at; decisions leave it.
  versionOf: (row) => row.updatedAt.toISOString(),
  allows: (row, decision) => CERTIFICATION_REVIEW.allows(row.acceptanceStatus, decision),
  apply: (tx, row, decision, { remark, actor, at }) =>
    writeDecision(tx, row.id, {
      acceptanceStatus: CERTIFICATION_REVIEW.target(decision),
      remark: decision === 'take' ? row.remark : remark,
      reviewedBy: actor.id,
      reviewedAt: at,
    }),
  snapshot: (row) => ({ product_name: row.productName, acceptance_status: row.acceptanceStatus, remark: row.remark }),
};
