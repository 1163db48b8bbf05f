import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { deals, displayProducts, zones } from '../../db/schema.js';
import { editRowById } from '../../db/edits.js';

export type ZoneRow = typeof zones.$inferSelect;
export type ZoneValues = Omit<typeof zones.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const zoneOrder = [asc(zones.sort), asc(zones.id)] as const;

export function listZones(db: Queryable): Promise<ZoneRow[]> {
  return db
    .select()
    .from(zones)
    .orderBy(...zoneOrder);
}

export function listZonesOfCategories(db: Queryable, categoryIds: number[]): Promise<ZoneRow[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(zones)
    .where(inArray(zones.category, categoryIds))
    .orderBy(...zoneOrder);
}

export async function findZone(db: Queryable, id: number): Promise<ZoneRow | undefined> {
  const [row] = await db.select().from(zones).where(eq(zones.id, id));
  return row;
}

export async function insertZone(db: Queryable, values: ZoneValues): Promise<ZoneRow> {
  const [row] = await db.insert(zones).values(values).returning();
  return row!;
}

export const updateZone = (
  db: Queryable,
  id: number,
  values: Pick<ZoneValues, 'name' | 'zoneDesc' | 'province' | 'category' | 'counties'>,
) => editRowById(db, zones, id, values);

/** Passed display products per zone and display category (the map's tooltip). */
export function countPassedProductsByZone(db: Queryable) {
  return db
    .select({ zoneId: displayProducts.zoneId, category: displayProducts.category, n: count() })
    .from(displayProducts)
    .where(eq(displayProducts.auditStatus, 1))
    .groupBy(displayProducts.zoneId, displayProducts.category)
    .orderBy(asc(displayProducts.zoneId), asc(displayProducts.category));
}

/** Recorded deals summed per prefecture (万元, exact decimal as text). */
export function sumDealsByZoneName(db: Queryable, zoneNames: string[]) {
  if (zoneNames.length === 0) return Promise.resolve([]);
  return db
    .select({ zoneName: deals.zoneName, amount: sql<string>`sum(${deals.amount})::text` })
    .from(deals)
    .where(inArray(deals.zoneName, zoneNames))
    .groupBy(deals.zoneName)
    .orderBy(asc(deals.zoneName));
}

/** Zones whose prefecture lies in a province (2-digit code) or is the given prefecture (4-digit). */
export function listZonesInRegion(db: Queryable, region: { province?: string; prefecture?: string }) {
  return db
    .select()
    .from(zones)
    .where(
      and(
        region.province ? eq(zones.province, region.province) : undefined,
        region.prefecture ? eq(zones.prefecture, region.prefecture) : undefined,
      ),
    )
    .orderBy(...zoneOrder);
}
