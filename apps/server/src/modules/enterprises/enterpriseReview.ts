import { ENTERPRISE_REVIEW, type EnterpriseQueueRow, type Page } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { lifeCycleReviewFlow } from '../review/reviewDecision.js';
import { quoted } from '../messages/notifyUser.js';
import {
  countEnterprisesAwaitingReview,
  decidedEnterprises,
  findEnterpriseWithMobile,
  listEnterprisesWithMobile,
  type EnterpriseRow,
} from './enterpriseRepository.js';
import { toEnterpriseView, type FileUrl } from './enterpriseView.js';

/** The enterprise verification queue; its life cycle is ENTERPRISE_REVIEW of the contract. */
export const enterpriseReviewFlow = lifeCycleReviewFlow<EnterpriseRow>({
  targetType: 'enterprise',
  lifeCycle: ENTERPRISE_REVIEW,
  rows: decidedEnterprises,
  // Verified or rejected, the owner hears of it (docs/messages.md); taking it in is not a decision.
  notice: (row, decision, remark) => {
    if (decision === 'take') return undefined;
    const passed = decision === 'pass';
    return {
      kind: passed ? 'enterprise.pass' : 'enterprise.reject',
      record: 'enterprise',
      recordId: row.id,
      title: `您的企业${quoted(row.companyName)}${passed ? '已通过认证' : '认证未通过'}`,
      body: passed ? '' : remark,
    };
  },
  snapshot: (row) => ({ companyName: row.companyName, authStatus: row.authStatus, remark: row.remark }),
});

export async function listEnterpriseQueue(
  db: Db,
  query: { page: number; limit: number; authStatus: number | ''; companyName: string },
  fileUrl: FileUrl,
): Promise<Page<EnterpriseQueueRow>> {
  const { rows, total } = await listEnterprisesWithMobile(db, query);
  // The console's paged shape (Page: total + data), like its other lists.
  return {
    total,
    data: rows.map(({ row, mobile }) => ({
      ...toEnterpriseView(row, fileUrl),
      userMobile: mobile,
      demo: row.demo,
    })),
  };
}

export async function findEnterpriseForReview(
  db: Db,
  id: number,
  fileUrl: FileUrl,
): Promise<EnterpriseQueueRow | undefined> {
  const found = await findEnterpriseWithMobile(db, id);
  return found
    ? { ...toEnterpriseView(found.row, fileUrl), userMobile: found.mobile, demo: found.row.demo }
    : undefined;
}

/** The enterprises waiting for staff, for the review queues' counts. */
export function countEnterprisesPending(db: Db): Promise<number> {
  return countEnterprisesAwaitingReview(db);
}
