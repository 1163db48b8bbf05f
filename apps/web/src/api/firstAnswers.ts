import { FIRST_ANSWERS_GLOBAL } from '@jhy/contract';

/** What index.html's call answered: its status and parsed body, or null when no answer came. */
export interface FirstAnswerResult {
  status: number;
  body?: unknown;
}

/** A call index.html made for the page before the app's code had loaded (apps/web/index.html). */
interface FirstAnswerCall {
  path: string;
  body: string;
  token: string;
  /** `performance.now()` when it was sent. */
  sentAt: number;
  answer: Promise<FirstAnswerResult | null>;
}

/**
 * How long an answer index.html asked for may stand in for the page's own call: the room's state
 * moves with every bid, and its feed brings what came after; an answer older than this is left
 * and the page asks again.
 */
export const FIRST_ANSWER_FRESH_MS = 10_000;

declare global {
  interface Window {
    [FIRST_ANSWERS_GLOBAL]?: FirstAnswerCall[];
  }
}

/**
 * The answer of index.html's call for this very call — the same path, body (as JSON text) and
 * token — taken at most once and only while fresh (docs/performance.md "A first screen's data before
 * the app"); undefined when there is none, and the caller asks the server itself.
 */
export function takeFirstAnswer(
  path: string,
  body: string | undefined,
  token: string | undefined,
): Promise<FirstAnswerResult | null> | undefined {
  const calls = window[FIRST_ANSWERS_GLOBAL];
  if (!calls || token === undefined || body === undefined) return undefined;
  const index = calls.findIndex((call) => call.path === path && call.body === body && call.token === token);
  if (index < 0) return undefined;
  const [call] = calls.splice(index, 1);
  return performance.now() - call!.sentAt <= FIRST_ANSWER_FRESH_MS ? call!.answer : undefined;
}
