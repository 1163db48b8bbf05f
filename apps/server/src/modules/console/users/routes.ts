import type { FastifyInstance } from 'fastify';
import { CONSOLE_API, userIdSchema, userListSchema } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { endpoint } from '../../../infra/endpoint.js';
import { actingStaff, type RequireStaff } from '../consolePermissions.js';
import { portalUserDetail, searchPortalUsers, setPortalUserStatus } from './portalUsers.js';

/** Portal users: reviewers look them up, only an admin disables or enables them. */
export function consoleUserRoutes(app: FastifyInstance, db: Db, requireStaff: RequireStaff): void {
  const tags = ['console'];
  const canView = [requireStaff('users.view')];
  const canManage = [requireStaff('users.manage')];

  endpoint(
    app,
    {
      path: CONSOLE_API.userList,
      kind: 'read',
      tags,
      summary: '门户用户（按手机号或昵称检索）',
      input: userListSchema,
      guards: canView,
    },
    (query) => searchPortalUsers(db, query),
  );
  endpoint(
    app,
    { path: CONSOLE_API.userDetail, kind: 'read', tags, summary: '门户用户详情', input: userIdSchema, guards: canView },
    ({ id }) => portalUserDetail(db, id),
  );
  endpoint(
    app,
    {
      path: CONSOLE_API.userDisable,
      kind: 'write',
      tags,
      summary: '停用门户用户（立即结束其会话）',
      input: userIdSchema,
      guards: canManage,
    },
    ({ id }, request) => setPortalUserStatus(db, actingStaff(request), id, false),
  );
  endpoint(
    app,
    {
      path: CONSOLE_API.userEnable,
      kind: 'write',
      tags,
      summary: '启用门户用户',
      input: userIdSchema,
      guards: canManage,
    },
    ({ id }, request) => setPortalUserStatus(db, actingStaff(request), id, true),
  );
}
