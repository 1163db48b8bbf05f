import type { FastifyInstance } from 'fastify';
import {
  API,
  enterpriseEditSchema,
  enterpriseFieldsSchema,
  enterpriseIdSchema,
  enterpriseListQuerySchema,
} from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { Answer } from '../../infra/envelope.js';
import { endpoint } from '../../infra/endpoint.js';
import { currentUser, requireUser } from '../accounts/requireUser.js';
import type { PrivateUploads } from '../uploads/privateUploads.js';
import { ownsUploadedFiles } from '../uploads/uploadRepository.js';
import { enterpriseConsoleRoutes } from './consoleRoutes.js';
import { EnterpriseService } from './enterpriseService.js';

/** A user's own enterprises (spec §7): every call acts for the token's user, never a `user_id` field. */
export function enterpriseRoutes(app: FastifyInstance, db: Db, files: PrivateUploads): void {
  const enterprises = new EnterpriseService(db, ownsUploadedFiles, files);
  const guards = [requireUser(db)];
  const tags = ['enterprises'];
  enterpriseConsoleRoutes(app, db, files);

  endpoint(
    app,
    {
      path: API.myCompanies,
      kind: 'read',
      tags,
      guards,
      summary: '我的企业（分页、按名称搜索）',
      input: enterpriseListQuerySchema,
    },
    (query, request) => enterprises.list(currentUser(request).id, query),
  );

  endpoint(
    app,
    {
      path: API.companyAdd,
      kind: 'write',
      tags,
      guards,
      summary: '添加企业（提交后待认证）',
      input: enterpriseFieldsSchema,
    },
    async (fields, request) =>
      new Answer(await enterprises.add(currentUser(request).id, fields), '提交成功，请等待审核'),
  );

  endpoint(
    app,
    {
      path: API.companyEdit,
      kind: 'write',
      tags,
      guards,
      summary: '修改企业（修改后重新认证）',
      input: enterpriseEditSchema,
    },
    async ({ id, ...fields }, request) =>
      new Answer(await enterprises.edit(currentUser(request).id, id, fields), '修改成功，请等待审核'),
  );

  endpoint(
    app,
    { path: API.companyDelete, kind: 'write', tags, guards, summary: '删除企业', input: enterpriseIdSchema },
    async ({ id }, request) => {
      await enterprises.remove(currentUser(request).id, id);
      return new Answer(null, '删除成功');
    },
  );
}
