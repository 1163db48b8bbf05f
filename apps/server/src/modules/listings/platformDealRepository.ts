import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { containsText } from '../../db/filters.js';
import { deals, listings } from '../../db/schema.js';

/** A deal of a platform listing as the operations page exports it. */
export type DealRow = {
  id: number;
  listingId: number | null;
  productId: string | null;
  productName: string;
  zoneName: string;
  quantity: string;
  transfereeName: string;
  amount: string;
  tradeTime: Date;
};

/** The deals of the platform's listings whose name holds `productName`, newest trade first (ties by id). */
export function listPlatformDeals(db: Queryable, productName: string | undefined, limit: number): Promise<DealRow[]> {
  return db
    .select({
      id: deals.id,
      listingId: deals.listingId,
      productId: listings.productId,
      productName: deals.productName,
      zoneName: deals.zoneName,
      quantity: deals.quantity,
      transfereeName: deals.transfereeName,
      amount: deals.amount,
      tradeTime: deals.tradeTime,
    })
    .from(deals)
    .innerJoin(listings, eq(listings.id, deals.listingId))
    .where(and(isNotNull(deals.listingId), containsText(listings.productName, productName)))
    .orderBy(desc(deals.tradeTime), desc(deals.id))
    .limit(limit);
}
