/**
 * What a Lighthouse run's trace says of the page's main thread: how long its long tasks lasted on
 * the wall clock, and how much of that the thread actually ran on a core.
 *
 * Lighthouse's blocking time comes from tasks' wall-clock durations, multiplied by its CPU
 * slow-down. On a shared two-core machine the page's main thread waits for a core while Chromium's
 * other processes and Lighthouse itself run, and that wait is counted as the page's work. The
 * trace's thread time (`tdur`) is the thread's own CPU time, so the two sums side by side tell the
 * page's work apart from the machine's contention (docs/performance.md "How to measure").
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadTasks {
  /** Σ (wall-clock duration − threshold) over tasks longer than the threshold, in ms. */
  blockingWallMs: number;
  /** The same sum over the tasks' CPU time (thread time), in ms. */
  blockingCpuMs: number;
  /** All tasks' wall-clock time and CPU time, in ms. */
  wallMs: number;
  cpuMs: number;
}

/**
 * The renderer's main thread that ran the page: of the renderer processes' main threads, the one
 * with the most tasks (a run's trace also holds blank and extension renderers).
 */
function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const tasksPerThread = new Map<string, number>();
  for (const event of events) {
    if (event.name === 'RunTask' && event.ph === 'X') {
      const key = `${event.pid}:${event.tid}`;
      tasksPerThread.set(key, (tasksPerThread.get(key) ?? 0) + 1);
    }
  }
  const mainThreads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busiest = mainThreads
    .map((thread) => ({
      pid: thread.pid,
      tid: thread.tid,
      tasks: tasksPerThread.get(`${thread.pid}:${thread.tid}`) ?? 0,
    }))
    .sort((a, b) => b.tasks - a.tasks || a.pid - b.pid)[0];
  if (!busiest) throw new Error('the trace has no renderer main thread');
  return busiest;
}

/**
 * The page's main-thread tasks, unslowed. `thresholdMs` is Lighthouse's 50 ms divided by its CPU
 * slow-down (12.5 ms at the default 4×): a task over it is a long task once slowed.
 */
export function mainThreadTasks(events: TraceEvent[], thresholdMs: number): MainThreadTasks {
  const { pid, tid } = pageMainThread(events);
  const totals: MainThreadTasks = { blockingWallMs: 0, blockingCpuMs: 0, wallMs: 0, cpuMs: 0 };
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid || event.name !== 'RunTask' || event.ph !== 'X') continue;
    const wallMs = (event.dur ?? 0) / 1000;
    const cpuMs = (event.tdur ?? 0) / 1000;
    totals.wallMs += wallMs;
    totals.cpuMs += cpuMs;
    totals.blockingWallMs += Math.max(0, wallMs - thresholdMs);
    totals.blockingCpuMs += Math.max(0, cpuMs - thresholdMs);
  }
  return totals;
}
