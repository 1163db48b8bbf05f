import { CERTIFICATION_REVIEW } from '@jhy/contract';
import { editVersion, reviewerStamp, type ReviewFlow } from '../console/review/reviewDecision.js';
import { notifyUser, quoted } from '../messages/notifyUser.js';
import { lockApplication, writeDecision, type ApplicationRow } from './certificationRepository.js';

/** The certification acceptance queue; its life cycle is CERTIFICATION_REVIEW of the contract. */
export const certificationReviewFlow: ReviewFlow<ApplicationRow> = {
  targetType: 'certification',
  loadForDecision: (tx, id) => lockApplication(tx, id),
  versionOf: editVersion,
  allows: (row, decision) => CERTIFICATION_REVIEW.allows(row.acceptanceStatus, decision),
  async apply(tx, row, decision, context) {
    const { remark } = context;
    const updated = await writeDecision(tx, row.id, {
      acceptanceStatus: CERTIFICATION_REVIEW.target(decision),
      remark: decision === 'take' ? row.remark : remark,
      ...reviewerStamp(context),
    });
    const outcome = { take: '已进入受理', pass: '已受理', reject: '被退回' } as const;
    await notifyUser(tx, row.userId, {
      kind: `certification.${decision}`,
      record: 'certification',
      recordId: row.id,
      title: `您的产品认证申请${quoted(row.productName)}${outcome[decision]}`,
      body: decision === 'reject' ? remark : '',
    });
    return updated;
  },
  snapshot: (row) => ({ product_name: row.productName, acceptance_status: row.acceptanceStatus, remark: row.remark }),
};
