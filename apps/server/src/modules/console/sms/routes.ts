import type { FastifyInstance } from 'fastify';
import { CONSOLE_API, smsOutboxSchema } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { endpoint } from '../../../infra/endpoint.js';
import type { RequireStaff } from '../consolePermissions.js';
import { listSmsOutbox } from './smsOutbox.js';

export function consoleSmsRoutes(app: FastifyInstance, db: Db, requireStaff: RequireStaff): void {
  endpoint(
    app,
    {
      path: CONSOLE_API.smsOutbox,
      kind: 'read',
      tags: ['console'],
      summary: '短信发件箱（console 驱动）',
      input: smsOutboxSchema,
      guards: [requireStaff('sms.view')],
    },
    (query) => listSmsOutbox(db, query),
  );
}
