import { CERTIFICATION_REVIEW, certificationMessages } from '@jhy/contract';
import type { Db, Queryable } from '../../db/client.js';
import type { PageRequest } from '../../db/paging.js';
import { notFound } from '../../infra/errors.js';
import { lifeCycleReviewFlow } from '../review/reviewDecision.js';
import { quoted } from '../messages/notifyUser.js';
import {
  countApplicationsAwaitingAcceptance,
  decidedApplications,
  findApplicationWithApplicant,
  listApplicationQueue,
  type ApplicationRow,
} from './certificationRepository.js';
import { toApplicationView } from './certificationView.js';

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

/** The applications waiting for staff, for the review queues' counts. */
export function countCertificationsPending(db: Db): Promise<number> {
  return countApplicationsAwaitingAcceptance(db);
}

/** The console queue: a page of applications, each with its applicant's mobile. */
export async function certificationQueuePage(
  db: Queryable,
  query: PageRequest & { acceptance_status: number | ''; keyword: string },
) {
  const { rows, total } = await listApplicationQueue(db, query);
  return {
    total,
    data: rows.map(({ row, mobile }) => ({ ...toApplicationView(row), user_mobile: mobile })),
  };
}

/** One application in the console, with its applicant's mobile. */
export async function certificationApplication(db: Queryable, id: number) {
  const row = await findApplicationWithApplicant(db, id);
  if (!row) throw notFound(certificationMessages.notFound);
  return { ...toApplicationView(row.row), user_mobile: row.mobile };
}
