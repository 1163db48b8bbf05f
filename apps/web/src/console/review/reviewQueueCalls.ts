import { CONSOLE_API, type ApiInput, type ApiPath } from '@jhy/contract';
import { consoleApi } from '../consoleApi';
import type { ReviewQuery } from './reviewTypes';

type ConsolePaths = typeof CONSOLE_API;

/**
 * A review queue by the name its three routes share in CONSOLE_API: `certification` for
 * certificationQueue, certificationDetail (which reads one record by `{ id }`) and certificationDecide.
 */
export type ReviewQueueName = {
  [Key in keyof ConsolePaths]: Key extends `${infer Name}Queue`
    ? `${Name}Detail` | `${Name}Decide` extends keyof ConsolePaths
      ? { id: number } extends ApiInput<Extract<ConsolePaths[`${Name}Detail` & keyof ConsolePaths], ApiPath>>
        ? Name
        : never
      : never
    : never;
}[keyof ConsolePaths];

type RouteOf<Name extends ReviewQueueName, Suffix extends 'Queue' | 'Detail' | 'Decide'> = Extract<
  ConsolePaths[`${Name}${Suffix}` & keyof ConsolePaths],
  ApiPath
>;

/**
 * How a queue of the review pattern talks to the server: its list route with the pattern's query
 * turned into that route's filters, its detail route by id, and its decision route. Spread into a
 * ReviewQueueConfig, which checks that the routes answer the queue's own rows.
 */
export function reviewQueueCalls<Name extends ReviewQueueName>(
  name: Name,
  filters: (query: ReviewQuery) => ApiInput<RouteOf<Name, 'Queue'>>,
) {
  const queue = CONSOLE_API[`${name}Queue`] as RouteOf<Name, 'Queue'>;
  const detail = CONSOLE_API[`${name}Detail`] as RouteOf<Name, 'Detail'>;
  const decide = CONSOLE_API[`${name}Decide`] as RouteOf<Name, 'Decide'>;
  return {
    fetchPage: (query: ReviewQuery) => consoleApi.post(queue, filters(query)),
    fetchDetail: (id: number) => consoleApi.post(detail, { id } as ApiInput<RouteOf<Name, 'Detail'>>),
    decide: (input: ApiInput<RouteOf<Name, 'Decide'>>) => consoleApi.send(decide, input),
  };
}
