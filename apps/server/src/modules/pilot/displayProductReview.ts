import { DISPLAY_PRODUCT_REVIEW } from '@jhy/contract';
import { editVersion, reviewerStamp, type ReviewFlow } from '../console/review/reviewDecision.js';
import { notifyUser, quoted } from '../messages/notifyUser.js';
import { lockDisplayProduct, writeProductDecision, type DisplayProductRow } from './displayProductRepository.js';

/** The display-product review queue; its life cycle is DISPLAY_PRODUCT_REVIEW of the contract. */
export const displayProductReviewFlow: ReviewFlow<DisplayProductRow> = {
  targetType: 'display_product',
  loadForDecision: (tx, id) => lockDisplayProduct(tx, id),
  versionOf: editVersion,
  allows: (row, decision) => DISPLAY_PRODUCT_REVIEW.allows(row.auditStatus, decision),
  async apply(tx, row, decision, context) {
    const { remark } = context;
    const updated = await writeProductDecision(tx, row.id, {
      auditStatus: DISPLAY_PRODUCT_REVIEW.target(decision),
      remark,
      ...reviewerStamp(context),
    });
    const passed = decision === 'pass';
    await notifyUser(tx, row.userId, {
      kind: passed ? 'displayProduct.pass' : 'displayProduct.reject',
      record: 'displayProduct',
      recordId: row.id,
      title: `您的展示产品${quoted(row.productName)}${passed ? '已通过审核' : '审核未通过'}`,
      body: passed ? '' : remark,
    });
    return updated;
  },
  snapshot: (row) => ({ product_name: row.productName, audit_status: row.auditStatus, remark: row.remark }),
};
