import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleApi } from '../consoleApi';
import { queueFilters } from './queueFilters';
import { reviewQueueCalls } from './reviewQueueCalls';

describe('a review queue’s calls', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists, reads and decides on the three routes of its name', async () => {
    // consoleApi is typed by path; the spies answer whatever the route would.
    const post = vi.spyOn(consoleApi, 'post').mockResolvedValue({ total: 0, data: [] } as never);
    const send = vi.spyOn(consoleApi, 'send').mockResolvedValue({ data: null, msg: '操作成功' } as never);
    const calls = reviewQueueCalls('certification', (query) => queueFilters(query, 'acceptance_status', 'keyword'));

    await calls.fetchPage({ page: 2, limit: 20, status: 1, keyword: '牦牛' });
    expect(post).toHaveBeenLastCalledWith('/console/api/certification/list', {
      page: 2,
      limit: 20,
      acceptance_status: 1,
      keyword: '牦牛',
    });

    await calls.fetchDetail(7);
    expect(post).toHaveBeenLastCalledWith('/console/api/certification/detail', { id: 7 });

    const decision = { id: 7, decision: 'take' as const, remark: '', version: '2026-11-24T01:00:00.000Z' };
    await expect(calls.decide(decision)).resolves.toEqual({ data: null, msg: '操作成功' });
    expect(send).toHaveBeenCalledWith('/console/api/certification/decide', decision);
  });
});
