import type { FastifyInstance } from 'fastify';
import {
  CONSOLE_API,
  consoleMessages,
  staffCreateSchema,
  staffIdSchema,
  staffListSchema,
  staffUpdateSchema,
} from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { Answer } from '../../../infra/envelope.js';
import { endpoint } from '../../../infra/endpoint.js';
import { actingStaff, type RequireStaff } from '../consolePermissions.js';
import { listStaff } from './staffRepository.js';
import { createStaff, disableStaff, enableStaff, resetStaffPassword, updateStaff } from './staffService.js';

/** Staff accounts: only an admin manages them. */
export function consoleStaffRoutes(app: FastifyInstance, db: Db, requireStaff: RequireStaff): void {
  const tags = ['console'];
  const guards = [requireStaff('staff.manage')];

  endpoint(
    app,
    { path: CONSOLE_API.staffList, kind: 'read', tags, summary: '员工列表', input: staffListSchema, guards },
    (page) => listStaff(db, page),
  );
  endpoint(
    app,
    {
      path: CONSOLE_API.staffCreate,
      kind: 'write',
      tags,
      summary: '新增员工（服务器生成初始密码，只返回这一次）',
      input: staffCreateSchema,
      guards,
    },
    async (input, request) => new Answer(await createStaff(db, actingStaff(request), input), consoleMessages.saved),
  );
  endpoint(
    app,
    {
      path: CONSOLE_API.staffUpdate,
      kind: 'write',
      tags,
      summary: '修改员工姓名与角色',
      input: staffUpdateSchema,
      guards,
    },
    async (input, request) => new Answer(await updateStaff(db, actingStaff(request), input), consoleMessages.saved),
  );
  endpoint(
    app,
    {
      path: CONSOLE_API.staffDisable,
      kind: 'write',
      tags,
      summary: '停用员工（立即结束其会话）',
      input: staffIdSchema,
      guards,
    },
    ({ id }, request) => disableStaff(db, actingStaff(request), id),
  );
  endpoint(
    app,
    { path: CONSOLE_API.staffEnable, kind: 'write', tags, summary: '启用员工', input: staffIdSchema, guards },
    ({ id }, request) => enableStaff(db, actingStaff(request), id),
  );
  endpoint(
    app,
    {
      path: CONSOLE_API.staffResetPassword,
      kind: 'write',
      tags,
      summary: '重置员工密码（服务器生成新密码，只返回这一次）',
      input: staffIdSchema,
      guards,
    },
    ({ id }, request) => resetStaffPassword(db, actingStaff(request), id),
  );
}
