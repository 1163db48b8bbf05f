import type { FastifyRequest } from 'fastify';
import { consoleMessages } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { Answer } from '../../infra/envelope.js';
import type { AuditActor } from '../audit/withAudit.js';
import { actingStaff } from './actingStaff.js';

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

/**
 * The handler of a console action on one record (end a listing, record a deposit, …): `act` runs
 * as the staff member behind the request, and the answer carries the record as it now stands
 * (`rowOf` its id) with `message`.
 */
export function actedOnAsStaff<Input extends { id: number }, Row>(
  act: (actor: AuditActor, input: Input) => Promise<unknown>,
  rowOf: (id: number) => Promise<Row>,
  message: string,
): (input: Input, request: FastifyRequest) => Promise<Answer<Row>> {
  return async (input, request) => {
    await act(actingStaff(request), input);
    return new Answer(await rowOf(input.id), message);
  };
}
