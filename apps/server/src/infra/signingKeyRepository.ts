import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { signingKeys } from '../db/schema.js';

/**
 * The key kept under `name`: `proposed` if none was, else the one kept first. Two instances that
 * start at once both answer the first one written.
 */
export async function keepSigningKey(db: Queryable, name: string, proposed: string): Promise<string> {
  await db.insert(signingKeys).values({ name, key: proposed }).onConflictDoNothing();
  const [row] = await db.select({ key: signingKeys.key }).from(signingKeys).where(eq(signingKeys.name, name));
  if (!row) throw new Error(`signing key ${name} was not kept`);
  return row.key;
}
