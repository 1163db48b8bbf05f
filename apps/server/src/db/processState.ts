import { readFileSync } from 'node:fs';

/**
 * The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses):
 * [0] is the state, [19] the start time in clock ticks since boot. Undefined off Linux, or when
 * the process is gone.
 */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** When the kernel started `pid`, in clock ticks since boot (Linux); undefined elsewhere. */
export function processStartTicks(pid: number): number | undefined {
  const ticks = Number(statFields(pid)?.[19]);
  return Number.isFinite(ticks) ? ticks : undefined;
}

/**
 * True while `pid` is a running process — and, when `startTicks` is known, the same process that
 * started then, not another one given the pid later. A zombie (Z: exited, not yet reaped by its
 * parent) or a dying one (X) is not running, though signal 0 still reaches it.
 */
export function processAlive(pid: number, startTicks?: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, it belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const fields = statFields(pid);
  if (!fields) return true; // no /proc: signal 0 is all there is to ask
  if (fields[0] === 'Z' || fields[0] === 'X') return false;
  return startTicks === undefined || Number(fields[19]) === startTicks;
}
