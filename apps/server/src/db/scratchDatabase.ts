import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server `serverUrl` names (its name begins with `prefix`), or
 * undefined without a server: what the tests and the benches run on when given a PostgreSQL server.
 * Empty, or a copy of the database `template` (to which no one may be connected meanwhile).
 */
export async function scratchDatabaseOn(
  serverUrl: string | undefined,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase | undefined> {
  if (!serverUrl) return undefined;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // Both names are made here or by the test setup, never from input: hex, letters and underscores.
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
