import type { FastifyInstance } from 'fastify';
import { consoleMessages, reviewDecisionSchema } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { Answer } from '../../../infra/envelope.js';
import { endpoint } from '../../../infra/endpoint.js';
import { actingStaff, staffGuard } from '../consolePermissions.js';
import { decideReview, type ReviewFlow } from './reviewDecision.js';

/**
 * Declares a queue's decision endpoint in one call: input `{ id, decision, remark }`, reviewers
 * and admins only, the decision applied and audited by `decideReview`. Answers the record as
 * `present` shows it (default: the flow's snapshot).
 */
export function reviewDecisionEndpoint<Row>(
  app: FastifyInstance,
  db: Db,
  definition: { path: string; summary: string; flow: ReviewFlow<Row>; present?: (row: Row) => unknown },
): void {
  const requireStaff = staffGuard(db);
  endpoint(
    app,
    {
      path: definition.path,
      kind: 'write',
      tags: ['console'],
      summary: definition.summary,
      input: reviewDecisionSchema,
      guards: [requireStaff('review.decide')],
    },
    async (input, request) => {
      const row = await decideReview(db, actingStaff(request), definition.flow, input);
      return new Answer((definition.present ?? definition.flow.snapshot)(row), consoleMessages.saved);
    },
  );
}
