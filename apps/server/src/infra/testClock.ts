import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * A server clock a browser journey can set: the system's clock moved by an offset that
 * `POST /__test__/clock` changes. Only a test server has it — TEST_CLOCK_CONTROL=1 is refused
 * unless NODE_ENV=test (config.ts) — so a journey can take a listing through its window end and
 * an auction through its periods in seconds, the way the server tests do with their own clock
 * (docs/time.md "The server's clock in tests"). It is a harness, not part of the API: the route table
 * and the OpenAPI document leave it out.
 */
export class TestClock {
  constructor(private offsetMs = 0) {}

  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  /** From now on the clock reads `at`, and runs on from there at the real pace. */
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }
}

const TEST_CLOCK_PATH = '/__test__/clock';
const setClockSchema = z.object({ at: z.iso.datetime({ offset: true }) });

export function serveTestClock(app: FastifyInstance, clock: TestClock): void {
  app.post(TEST_CLOCK_PATH, async (request, reply) => {
    const parsed = setClockSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ code: 400, msg: 'at: an ISO instant', data: null });
    clock.set(new Date(parsed.data.at));
    return { code: 200, msg: 'ok', data: { now: clock.now().toISOString() } };
  });
}
