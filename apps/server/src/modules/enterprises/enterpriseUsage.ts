import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings } from '../../db/schema.js';

/**
 * Whether anything published under the enterprise still points at it, which forbids deleting it:
 * a listing of any state (its disclosure names the transferor). Certification applications add
 * their check here when that feature arrives.
 */
export async function isEnterpriseInUse(db: Db, enterpriseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.companyId, enterpriseId))
    .limit(1);
  return row !== undefined;
}
