import type { FastifyInstance } from 'fastify';
import {
  ENTERPRISE_CONSOLE_API,
  enterpriseIdSchema,
  enterpriseMessages,
  enterpriseQueueQuerySchema,
} from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { endpoint } from '../../infra/endpoint.js';
import { notFound } from '../../infra/errors.js';
import { staffGuard } from '../console/consolePermissions.js';
import { reviewDecisionEndpoint } from '../console/review/reviewEndpoint.js';
import { registerReviewQueue } from '../console/review/reviewQueues.js';
import {
  countEnterprisesAwaitingReview,
  enterpriseReviewFlow,
  findEnterpriseForReview,
  listEnterpriseQueue,
} from './enterpriseReview.js';
import { toEnterpriseView } from './enterpriseView.js';
import type { PrivateUploads } from '../uploads/privateUploads.js';

/** The console's enterprise verification queue (reviewers and admins). */
export function enterpriseConsoleRoutes(app: FastifyInstance, db: Db, files: Pick<PrivateUploads, 'urlFor'>): void {
  const fileUrl = (src: string) => files.urlFor(src);
  const requireStaff = staffGuard(db);
  const tags = ['console'];
  registerReviewQueue({
    key: 'enterprises',
    title: '企业认证',
    path: '/console/review/enterprises',
    countPending: countEnterprisesAwaitingReview,
  });

  endpoint(
    app,
    {
      path: ENTERPRISE_CONSOLE_API.list,
      kind: 'read',
      tags,
      summary: '企业认证队列（按状态、名称筛选，分页）',
      input: enterpriseQueueQuerySchema,
      guards: [requireStaff('review.decide')],
    },
    (query) => listEnterpriseQueue(db, query, fileUrl),
  );

  endpoint(
    app,
    {
      path: ENTERPRISE_CONSOLE_API.detail,
      kind: 'read',
      tags,
      summary: '企业认证详情（全部字段与附件）',
      input: enterpriseIdSchema,
      guards: [requireStaff('review.decide')],
    },
    async ({ id }) => {
      const enterprise = await findEnterpriseForReview(db, id, fileUrl);
      if (!enterprise) throw notFound(enterpriseMessages.notFound);
      return enterprise;
    },
  );

  reviewDecisionEndpoint(app, db, {
    path: ENTERPRISE_CONSOLE_API.decide,
    summary: '企业认证：受理 / 通过 / 驳回（驳回须填写意见）',
    flow: enterpriseReviewFlow,
    present: (row) => toEnterpriseView(row, fileUrl),
  });
}
