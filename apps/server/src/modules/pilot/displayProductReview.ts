import { DISPLAY_PRODUCT_REVIEW } from '@jhy/contract';
import { lifeCycleReviewFlow } from '../review/reviewDecision.js';
import { quoted } from '../messages/notifyUser.js';
import { decidedDisplayProducts, type DisplayProductRow } from './displayProductRepository.js';

/** The display-product review queue; its life cycle is DISPLAY_PRODUCT_REVIEW of the contract. */
export const displayProductReviewFlow = lifeCycleReviewFlow<DisplayProductRow>({
  targetType: 'display_product',
  lifeCycle: DISPLAY_PRODUCT_REVIEW,
  rows: decidedDisplayProducts,
  notice: (row, decision, remark) => {
    const passed = decision === 'pass';
    return {
      kind: passed ? 'displayProduct.pass' : 'displayProduct.reject',
      record: 'displayProduct',
      recordId: row.id,
      title: `您的展示产品${quoted(row.productName)}${passed ? '已通过审核' : '审核未通过'}`,
      body: passed ? '' : remark,
    };
  },
  snapshot: (row) => ({ product_name: row.productName, audit_status: row.auditStatus, remark: row.remark }),
});
