import { ENTERPRISE_REVIEW, type EnterpriseQueueRow, type Page } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { editVersion, reviewerStamp, type ReviewFlow } from '../console/review/reviewDecision.js';
import { notifyUser, quoted } from '../messages/notifyUser.js';
import {
  findEnterpriseWithMobile,
  listEnterprisesWithMobile,
  lockEnterprise,
  updateEnterpriseReview,
  type EnterpriseRow,
} from './enterpriseRepository.js';
import { toEnterpriseView, type FileUrl } from './enterpriseView.js';

/** The enterprise verification queue; its life cycle is ENTERPRISE_REVIEW of the contract. */
export const enterpriseReviewFlow: ReviewFlow<EnterpriseRow> = {
  targetType: 'enterprise',
  loadForDecision: lockEnterprise,
  // The view's update_time.
  versionOf: editVersion,
  allows: (row, decision) => ENTERPRISE_REVIEW.allows(row.authStatus, decision),
  async apply(tx, row, decision, context) {
    const { remark } = context;
    const updated = await updateEnterpriseReview(tx, row.id, {
      authStatus: ENTERPRISE_REVIEW.target(decision),
      // A pass keeps no stale rejection remark; taking it in keeps what the user last read.
      remark: decision === 'take' ? row.remark : remark,
      ...reviewerStamp(context),
    });
    // Verified or rejected, the owner hears of it (docs/messages.md); taking it in is not a decision.
    if (decision !== 'take') {
      const passed = decision === 'pass';
      await notifyUser(tx, row.userId, {
        kind: passed ? 'enterprise.pass' : 'enterprise.reject',
        record: 'enterprise',
        recordId: row.id,
        title: `您的企业${quoted(row.companyName)}${passed ? '已通过认证' : '认证未通过'}`,
        body: passed ? '' : remark,
      });
    }
    return updated;
  },
  snapshot: (row) => ({ companyName: row.companyName, authStatus: row.authStatus, remark: row.remark }),
};

export async function listEnterpriseQueue(
  db: Db,
  query: { page: number; limit: number; authStatus: number | ''; companyName: string },
  fileUrl: FileUrl,
): Promise<Page<EnterpriseQueueRow>> {
  const { rows, total } = await listEnterprisesWithMobile(db, query);
  // The console's paged shape (Page: total + data), like its other lists.
  return {
    total,
    data: rows.map(({ enterprise, mobile }) => ({
      ...toEnterpriseView(enterprise, fileUrl),
      userMobile: mobile,
      demo: enterprise.demo,
    })),
  };
}

export async function findEnterpriseForReview(
  db: Db,
  id: number,
  fileUrl: FileUrl,
): Promise<EnterpriseQueueRow | undefined> {
  const row = await findEnterpriseWithMobile(db, id);
  return row
    ? { ...toEnterpriseView(row.enterprise, fileUrl), userMobile: row.mobile, demo: row.enterprise.demo }
    : undefined;
}
