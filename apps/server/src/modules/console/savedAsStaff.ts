import type { FastifyRequest } from 'fastify';
import { consoleMessages } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { Answer } from '../../infra/envelope.js';
import type { AuditActor } from './audit/withAudit.js';
import { actingStaff } from './consolePermissions.js';

/**
 * The handler of a console form that saves: `change` runs as the staff member behind the request
 * (who the audit entry names), and the answer carries its result with 已保存.
 */
export function savedAsStaff<Input, Result>(
  db: Db,
  change: (db: Db, actor: AuditActor, input: Input) => Promise<Result>,
): (input: Input, request: FastifyRequest) => Promise<Answer<Result>> {
  return async (input, request) => new Answer(await change(db, actingStaff(request), input), consoleMessages.saved);
}
