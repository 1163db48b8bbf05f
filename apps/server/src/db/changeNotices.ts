import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.js';

/** The one PostgreSQL channel; a notice's payload names what changed ('content', …). */
const CHANNEL = 'jhy_changes';
const RECONNECT_MS = 2_000;

/**
 * Tells every server instance on the database that some data changed, so each drops what it kept
 * of it (docs/deployment.md "Several instances"). PostgreSQL's NOTIFY carries the notice to every
 * instance that LISTENs, this one included; the embedded PGlite does the same inside its one
 * process. A notice is sent after the change committed and arrives a few milliseconds later.
 *
 * If the listening connection is lost, notices sent meanwhile are missed: every subject is then
 * announced as changed when it is back, and until then the caches' own TTL bounds what is stale.
 */
export class ChangeNotices {
  private readonly listeners = new Map<string, Set<() => void>>();
  private stop: () => Promise<void> = async () => {};
  private closed = false;

  private constructor(private readonly db: Db) {}

  static async open(db: Db, log: (message: string) => void = () => {}): Promise<ChangeNotices> {
    const notices = new ChangeNotices(db);
    await notices.listen(log);
    return notices;
  }

  /** Calls `listener` whenever any instance announces that `subject` changed. */
  on(subject: string, listener: () => void): void {
    let set = this.listeners.get(subject);
    if (!set) this.listeners.set(subject, (set = new Set()));
    set.add(listener);
  }

  /** Announces to every instance that `subject` changed. */
  async announce(subject: string): Promise<void> {
    await this.db.execute(sql`SELECT pg_notify(${CHANNEL}, ${subject})`);
  }

  async close(): Promise<void> {
    this.closed = true;
    // The database may be closed already: nothing is left to stop listening to.
    await this.stop().catch(() => {});
  }

  private deliver(subject: string): void {
    for (const listener of this.listeners.get(subject) ?? []) listener();
  }

  private deliverAll(): void {
    for (const subject of this.listeners.keys()) this.deliver(subject);
  }

  private async listen(log: (message: string) => void): Promise<void> {
    // drizzle keeps the driver's client as `$client`; `in` narrows without a cast.
    const client = '$client' in this.db ? this.db.$client : undefined;
    if (client instanceof PGlite) {
      this.stop = await client.listen(CHANNEL, (payload) => this.deliver(payload));
      return;
    }
    if (!(client instanceof pg.Pool)) throw new Error('change notices: unknown database driver');
    // A connection of its own, outside the pool: it stays in LISTEN for the life of the server.
    const connect = async (): Promise<void> => {
      const listener = new pg.Client(client.options);
      let lost = false;
      const onLost = (reason: string) => {
        if (lost || this.closed) return;
        lost = true;
        log(`change notices: listening connection lost (${reason}); reconnecting`);
        listener.end().catch(() => {});
        const retry = () => {
          if (this.closed) return;
          connect().then(
            () => this.deliverAll(),
            () => setTimeout(retry, RECONNECT_MS).unref(),
          );
        };
        setTimeout(retry, RECONNECT_MS).unref();
      };
      listener.on('notification', (message) => {
        if (message.channel === CHANNEL && message.payload) this.deliver(message.payload);
      });
      listener.on('error', (error) => onLost(error.message));
      listener.on('end', () => onLost('ended'));
      await listener.connect();
      await listener.query(`LISTEN ${CHANNEL}`);
      this.stop = async () => {
        lost = true;
        await listener.end().catch(() => {});
      };
    };
    await connect();
  }
}
