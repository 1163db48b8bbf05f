import type { FastifyInstance } from 'fastify';
import { CONSOLE_API, consoleMessages, sysConfigUpdateSchema } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { Answer } from '../../../infra/envelope.js';
import { endpoint } from '../../../infra/endpoint.js';
import { actingStaff, type RequireStaff } from '../consolePermissions.js';
import { listSysConfigForConsole, updateSysConfig } from './sysConfigEditor.js';

export function consoleSysConfigRoutes(app: FastifyInstance, db: Db, requireStaff: RequireStaff): void {
  const tags = ['console'];
  const guards = [requireStaff('sysConfig.edit')];
  endpoint(app, { path: CONSOLE_API.sysConfigList, kind: 'read', tags, summary: '系统配置（含格式）', guards }, () =>
    listSysConfigForConsole(db),
  );
  endpoint(
    app,
    {
      path: CONSOLE_API.sysConfigUpdate,
      kind: 'write',
      tags,
      summary: '修改一项系统配置（富文本经白名单清洗）',
      input: sysConfigUpdateSchema,
      guards,
    },
    async (input, request) => new Answer(await updateSysConfig(db, actingStaff(request), input), consoleMessages.saved),
  );
}
