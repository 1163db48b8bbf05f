import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Expects `submit` to be refused with a 400 envelope saying `message`, having written nothing: the
 * rows `count` counts (what the call would have written) are as many after it as before.
 */
export async function expectRefusal(
  count: () => Promise<number>,
  submit: () => Promise<LightMyRequestResponse>,
  message: string,
): Promise<void> {
  const before = await count();
  const res = await submit();
  expect(res.json(), res.body).toMatchObject({ code: 400, msg: message });
  expect(res.statusCode).toBe(400);
  expect(await count()).toBe(before);
}
