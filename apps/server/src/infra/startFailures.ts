/**
 * Failures said in words (docs/deployment.md "When the start fails"): what failed, the cause an
 * operator can act on (disk full, permission, port, credentials) and the setting to look at — not
 * `failed to start: ErrnoError { errno: 51 }` or `Unknown: UnknownError`.
 */

/** A failure already said in words (storage refusing, a configuration problem found at start). */
export class StartFailure extends Error {
  override name = 'StartFailure';
}

/** Node's file-system codes, and the same causes as PGlite's file system (Emscripten) numbers them. */
const FILE_CAUSES: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission denied (the server’s user may not write there)',
  EPERM: 'permission denied (the server’s user may not write there)',
  EROFS: 'the file system is read-only',
  ENOENT: 'a folder on the way does not exist',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EIO: 'the disk reported an input/output error',
  EMFILE: 'the process has too many files open (raise its open-files limit)',
};
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES',
  29: 'EIO',
  44: 'ENOENT',
  51: 'ENOSPC',
  63: 'EPERM',
  69: 'EROFS',
};

/** The Node code of a file error, PGlite's numbered ErrnoError included. */
function fileCode(error: unknown): string | undefined {
  const { code, errno, name } = (error ?? {}) as { code?: unknown; errno?: unknown; name?: unknown };
  if (typeof code === 'string') return code;
  if (name === 'ErrnoError' && typeof errno === 'number') return EMSCRIPTEN_ERRNO[errno] ?? `errno ${errno}`;
  return undefined;
}

/** `what` could not be written or read, and why, in words; a generic sentence for an unknown cause. */
export function fileFailure(error: unknown, what: string): string {
  const code = fileCode(error);
  const cause = (code && FILE_CAUSES[code]) ?? (error instanceof Error ? error.message : String(code ?? error));
  return `${what}: ${cause}${code ? ` (${code})` : ''}`;
}

/** PostgreSQL's refusals at connection, by SQLSTATE. */
const DATABASE_REFUSALS: Record<string, string> = {
  '28P01': 'the password was refused (DATABASE_URL)',
  '28000': 'the user may not connect (DATABASE_URL, pg_hba.conf)',
  '3D000': 'the database does not exist (DATABASE_URL; create it first)',
  '53300': 'the server has no connection slot left (max_connections)',
  '57P03': 'the server is starting up or shutting down',
};

interface ErrorFields {
  code?: unknown;
  errno?: unknown;
  name?: unknown;
  message?: unknown;
  syscall?: unknown;
  address?: unknown;
  port?: unknown;
}

/** Where the server was going to listen: said when the port is the cause. */
export interface StartPlace {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
}

/** A start failure as one sentence (main.ts prints it after `failed to start: `). */
export function startFailureMessage(error: unknown, place: StartPlace): string {
  if (error instanceof StartFailure) return error.message;
  const fields = (error ?? {}) as ErrorFields;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  if (fields.syscall === 'listen' || code === 'EADDRINUSE') {
    if (code === 'EADDRINUSE') return `port ${place.port} on ${place.host} is already in use by another process (PORT)`;
    if (code === 'EACCES')
      return `this user may not listen on port ${place.port} (ports below 1024 need privileges; PORT)`;
    if (code === 'EADDRNOTAVAIL') return `${place.host} is not an address of this machine (HOST)`;
  }
  if (code && DATABASE_REFUSALS[code]) return `PostgreSQL refused the connection: ${DATABASE_REFUSALS[code]}`;
  if (place.databaseUrl && (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT'))
    return `PostgreSQL cannot be reached (${code}; DATABASE_URL names its host and port)`;
  const file = fileCode(error);
  if (file && FILE_CAUSES[file]) return fileFailure(error, `the data directory ${place.dataDir}`);
  const name = typeof fields.name === 'string' ? fields.name : 'Error';
  const message = typeof fields.message === 'string' && fields.message ? fields.message : String(error);
  return `${name}: ${message}`;
}
