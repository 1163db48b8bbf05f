import { DISPLAY_PRODUCT_REVIEW } from '@jhy/contract';
import type { ReviewFlow } from '../console/review/reviewDecision.js';
import { lockDisplayProduct, writeProductDecision, type DisplayProductRow } from './displayProductRepository.js';

/** The display-product review queue; its life cycle is DISPLAY_PRODUCT_REVIEW of the contract. */
export const displayProductReviewFlow: ReviewFlow<DisplayProductRow> = {
  targetType: 'display_product',
  loadForDecision: (tx, id) => lockDisplayProduct(tx, id),
  // The owner's edits set updated_at; decisions leave it.
  versionOf: (row) => row.updatedAt.toISOString(),
  allows: (row, decision) => DISPLAY_PRODUCT_REVIEW.allows(row.auditStatus, decision),
  apply: (tx, row, decision, { remark, actor, at }) =>
    writeProductDecision(tx, row.id, {
      auditStatus: DISPLAY_PRODUCT_REVIEW.target(decision),
      remark,
      reviewedBy: actor.id,
      reviewedAt: at,
    }),
  snapshot: (row) => ({ product_name: row.productName, audit_status: row.auditStatus, remark: row.remark }),
};
