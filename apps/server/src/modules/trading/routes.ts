import path from 'node:path';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  API,
  attachmentDownloadQuerySchema,
  attachmentLinkQuerySchema,
  commonMessages,
  listingIdSchema,
  listingListQuerySchema,
} from '@jhy/contract';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { endpoint } from '../../infra/endpoint.js';
import { unauthorized } from '../../infra/errors.js';
import { requireUser, tokenOf } from '../accounts/requireUser.js';
import { AttachmentLinks } from './attachmentLinks.js';
import { DisclosureAttachments } from './disclosureAttachments.js';
import { PublicListings } from './publicListings.js';

/**
 * The trading center's calls of spec §7: listed projects, their detail, the carousel, and the
 * disclosure attachments that only a logged-in user may open (spec §6).
 */
export function tradingRoutes(app: FastifyInstance, db: Db, config: AppConfig): void {
  const tags = ['trading'];
  const listings = new PublicListings(db);
  const attachments = new DisclosureAttachments(
    db,
    new AttachmentLinks(config.dataDir),
    path.join(config.dataDir, 'uploads'),
  );

  endpoint(
    app,
    {
      path: API.listingList,
      kind: 'read',
      tags,
      summary: '挂牌项目列表（分页；项目类型、报名状态、名称筛选）',
      input: listingListQuerySchema,
    },
    (query) => listings.list(query),
  );

  endpoint(
    app,
    { path: API.listingCheck, kind: 'read', tags, summary: '挂牌项目详情', input: listingIdSchema },
    ({ id }) => listings.detail(id),
  );

  endpoint(app, { path: API.listingBanner, kind: 'read', tags, summary: '交易中心轮播（最多 5 条）' }, () =>
    listings.banners(),
  );

  endpoint(
    app,
    {
      path: API.listingAttachmentLink,
      kind: 'read',
      tags,
      summary: '披露附件的短时签名链接（需登录）',
      input: attachmentLinkQuerySchema,
      guards: [requireUserToOpenAttachments(db)],
    },
    ({ id, index }) => attachments.issue(id, index),
  );

  endpoint(
    app,
    {
      path: API.listingAttachment,
      kind: 'read',
      tags,
      summary: '按签名链接下载披露附件',
      input: attachmentDownloadQuerySchema,
    },
    (link, _request, reply) => attachments.open(link, reply),
  );
}

/**
 * The portal's requireUser, with the spec's own message for a visitor without a token
 * ('需登录后下载或查看相关附件'); an expired token still gets the session-expired answer.
 */
function requireUserToOpenAttachments(db: Db): onRequestAsyncHookHandler {
  const guard = requireUser(db);
  return async function attachmentGuard(this: FastifyInstance, request: FastifyRequest, reply) {
    if (!tokenOf(request)) throw unauthorized(commonMessages.attachmentNeedsLogin);
    return guard.call(this, request, reply);
  };
}
