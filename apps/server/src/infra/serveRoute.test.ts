import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, PUBLIC } from '@jhy/contract';
import { registerResponseSerializer } from './responseSerializer.js';
import { EventStreams } from './eventStreams.js';
import { serveRoute } from './serveRoute.js';

const keptRoute = defineRoute({
  path: '/test/kept',
  kind: 'read',
  access: PUBLIC,
  tag: 'test',
  summary: 'a kept answer',
  output: z.object({ n: z.number().int() }),
});

describe('serveRoute with reuseAnswers (docs/performance.md "A kept answer is written once")', () => {
  const app = Fastify();
  let kept: { n: number; extra?: string } = { n: 1 };

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    registerResponseSerializer(app);
    serveRoute(
      {
        app,
        guardFor: () => undefined,
        ownerCheckFor: () => undefined,
        streams: new EventStreams(app, { perUser: 1, perAddress: 1 }),
      },
      keptRoute,
      () => kept,
      { reuseAnswers: true },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('writes a kept object’s answer once and sends it again while the handler returns that object', async () => {
    const first = await app.inject({ url: '/test/kept' });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ code: 200, msg: '操作成功', data: { n: 1 } });
    // Kept objects are never changed; were one changed, the answer written for it still goes out.
    kept.n = 2;
    expect((await app.inject({ url: '/test/kept' })).body).toBe(first.body);
  });

  it('writes a new object’s answer afresh, with only the fields its schema declares', async () => {
    kept = { n: 3, extra: 'not in the contract' };
    const answer = await app.inject({ url: '/test/kept' });
    expect(answer.json()).toEqual({ code: 200, msg: '操作成功', data: { n: 3 } });
    expect(answer.body).not.toContain('extra');
  });
});
