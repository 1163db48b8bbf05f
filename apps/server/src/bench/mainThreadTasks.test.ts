import { describe, expect, it } from 'vitest';
import { mainThreadTasks } from './mainThreadTasks.js';

const thread = (pid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid: pid, ts: 0, args: { name } });
const task = (pid: number, ts: number, durMs: number, cpuMs: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid: pid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('the page’s main-thread tasks in a Lighthouse trace', () => {
  it('sums the long tasks’ wall-clock and CPU time beyond the threshold, on the page’s renderer only', () => {
    const events = [
      thread(1, 'CrBrowserMain'),
      thread(2, 'CrRendererMain'),
      thread(3, 'CrRendererMain'),
      task(1, 0, 500, 500), // the browser's own: not the page's
      task(2, 0, 40, 40), // a blank renderer's one task
      task(3, 10, 100, 20), // waited 80 ms for a core
      task(3, 200, 30, 30),
      task(3, 300, 10, 10), // short: blocks nothing
      { name: 'Layout', ph: 'X', pid: 3, tid: 3, ts: 12, dur: 5000, tdur: 5000 }, // inside a task
    ];

    expect(mainThreadTasks(events, 12.5)).toEqual({
      blockingWallMs: 87.5 + 17.5,
      blockingCpuMs: 7.5 + 17.5,
      wallMs: 140,
      cpuMs: 60,
    });
  });

  it('refuses a trace without a renderer main thread', () => {
    expect(() => mainThreadTasks([thread(1, 'CrBrowserMain'), task(1, 0, 100, 100)], 12.5)).toThrow(
      'no renderer main thread',
    );
  });
});
