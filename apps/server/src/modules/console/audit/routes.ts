import type { FastifyInstance } from 'fastify';
import { auditListSchema, CONSOLE_API } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { endpoint } from '../../../infra/endpoint.js';
import type { RequireStaff } from '../consolePermissions.js';
import { listAuditActions, listAuditEntries } from './auditRepository.js';

export function consoleAuditRoutes(app: FastifyInstance, db: Db, requireStaff: RequireStaff): void {
  const tags = ['console'];
  const guards = [requireStaff('audit.view')];
  endpoint(
    app,
    {
      path: CONSOLE_API.auditList,
      kind: 'read',
      tags,
      summary: '审计日志（按员工、操作、对象、日期检索）',
      input: auditListSchema,
      guards,
    },
    (query) => listAuditEntries(db, query),
  );
  endpoint(app, { path: CONSOLE_API.auditActions, kind: 'read', tags, summary: '审计日志中出现过的操作', guards }, () =>
    listAuditActions(db),
  );
}
