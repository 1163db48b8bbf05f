import { CERTIFICATION_REVIEW } from '@jhy/contract';
import { lifeCycleReviewFlow } from '../review/reviewDecision.js';
import { quoted } from '../messages/notifyUser.js';
import { decidedApplications, type ApplicationRow } from './certificationRepository.js';

const outcome = { take: '已进入受理', pass: '已受理', reject: '被退回' } as const;

/** The certification acceptance queue; its life cycle is CERTIFICATION_REVIEW of the contract. */
export const certificationReviewFlow = lifeCycleReviewFlow<ApplicationRow>({
  targetType: 'certification',
  lifeCycle: CERTIFICATION_REVIEW,
  rows: decidedApplications,
  // The applicant hears of every step, taking it in too.
  notice: (row, decision, remark) => ({
    kind: `certification.${decision}`,
    record: 'certification',
    recordId: row.id,
    title: `您的产品认证申请${quoted(row.productName)}${outcome[decision]}`,
    body: decision === 'reject' ? remark : '',
  }),
  snapshot: (row) => ({ product_name: row.productName, acceptance_status: row.acceptanceStatus, remark: row.remark }),
});
