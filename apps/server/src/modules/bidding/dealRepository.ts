import type { Queryable } from '../../db/client.js';
import { deals, newsItems } from '../../db/schema.js';

/** A recorded deal: the row the deal-trend statistics add up (amount in 万元). */
export async function insertDeal(db: Queryable, values: typeof deals.$inferInsert): Promise<number> {
  const [row] = await db.insert(deals).values(values).returning({ id: deals.id });
  return row!.id;
}

/** A news item saved unpublished: an editor checks, edits and publishes it. */
export async function insertDraftNews(db: Queryable, values: typeof newsItems.$inferInsert): Promise<number> {
  const [row] = await db
    .insert(newsItems)
    .values({ ...values, published: 0 })
    .returning({ id: newsItems.id });
  return row!.id;
}
