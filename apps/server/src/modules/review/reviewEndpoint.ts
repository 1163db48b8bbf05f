import type { ZodType } from 'zod';
import { consoleMessages, type DefinedRoute, type OutputOf, type reviewDecisionSchema } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { Answer } from '../../infra/envelope.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { actingStaff } from '../staffActions/actingStaff.js';
import { decideReview, type ReviewFlow } from './reviewDecision.js';

/** Each decision's answer says what it did. */
const DECIDED = {
  take: consoleMessages.decidedTake,
  pass: consoleMessages.decidedPass,
  reject: consoleMessages.decidedReject,
} as const;

/** A queue's decision route as the contract's `reviewDecisionRoute` declares it. */
type DecisionRoute<Path extends string, Output extends ZodType> = DefinedRoute<
  Path,
  typeof reviewDecisionSchema,
  Output
>;

/**
 * Serves a queue's decision route in one call: the decision applied and audited by `decideReview`,
 * answered with the record as `present` shows it, which must be the route's declared output.
 * `present` runs after the decision's transaction, so it may read what the record's view joins.
 */
export function serveReviewDecision<Path extends string, Output extends ZodType, Row>(
  server: RouteServer,
  db: Db,
  route: DecisionRoute<Path, Output>,
  definition: {
    flow: ReviewFlow<Row>;
    present: (row: Row) => OutputOf<DecisionRoute<Path, Output>> | Promise<OutputOf<DecisionRoute<Path, Output>>>;
  },
): void {
  serveRoute(server, route, async (input, request) => {
    const row = await decideReview(db, actingStaff(request), definition.flow, input);
    return new Answer(await definition.present(row), DECIDED[input.decision]);
  });
}
