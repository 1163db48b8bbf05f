import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { processAlive, processStartTicks } from './processState.js';
import path from 'node:path';

/** Who holds the embedded database: written into the lock file, named in the refusal. */
export interface LockHolder {
  pid: number;
  role: string;
  startedAt: string;
  /** The kernel's start time of the process (/proc), so a pid reused after a crash is not taken for it. */
  startTicks?: number;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another process (${holder.role}, pid ${holder.pid}, since ${holder.startedAt}). ` +
        'The embedded database (PGlite) allows one process only: stop that one first, ' +
        'or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'pglite.lock';

/**
 * An exclusive claim on DATA_DIR's embedded database for this process's lifetime. PGlite is
 * single-writer and keeps no lock of its own: two processes on one directory lose acknowledged
 * writes or corrupt it. The claim is a file created with O_EXCL holding the owner's pid; a file
 * whose pid no longer runs (the owner was killed with SIGKILL or the machine stopped) is stale and
 * is taken over, so a crash never leaves the directory stuck. See docs/security.md.
 */
export function lockDataDir(dataDir: string, role: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    role,
    startedAt: new Date().toISOString(),
    startTicks: processStartTicks(process.pid),
  };
  // Two rounds: the second follows the removal of a stale file.
  for (let round = 0; round < 2; round += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && holderOutlives(holder)) throw new DataDirInUseError(dataDir, holder);
      removeIfSame(file, holder);
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    return ownLock(file, me);
  }
  throw new DataDirInUseError(dataDir, readHolder(file) ?? { pid: 0, role: 'unknown', startedAt: '?' });
}

function ownLock(file: string, me: LockHolder): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Never remove a file that is not ours any more.
    if (readHolder(file)?.pid === me.pid) removeIfSame(file, readHolder(file));
  };
  // process.exit() after a failed start skips close(); the file goes with the process all the same.
  process.on('exit', release);
  return { release };
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? (holder as LockHolder) : undefined;
  } catch {
    // Empty or half-written: a process died between creating and writing it.
    return undefined;
  }
}

function removeIfSame(file: string, expected: LockHolder | undefined): void {
  if (readHolder(file)?.pid !== expected?.pid) return;
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** A holder just killed takes a moment to exit: a restart at once waits this long for it to go. */
const DYING_HOLDER_WAIT_MS = 3_000;

/**
 * Whether the holder still runs after a short wait. A restart straight after `kill -9` finds the
 * killed process exiting, or exited but not yet reaped by its parent (a zombie, which answers
 * `kill(pid, 0)` like a live one): neither may keep the directory (docs/security.md).
 */
function holderOutlives(holder: LockHolder): boolean {
  const giveUpAt = Date.now() + DYING_HOLDER_WAIT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (processAlive(holder.pid, holder.startTicks)) {
    if (Date.now() >= giveUpAt) return true;
    // Start-up only, and only while another process holds the directory: a blocking pause is fine.
    Atomics.wait(pause, 0, 0, 100);
  }
  return false;
}
