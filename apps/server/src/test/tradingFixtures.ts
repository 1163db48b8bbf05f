import { randomInt } from 'node:crypto';
import { LISTING_FORM } from '@jhy/contract';
import type { Db } from '../db/client.js';
import { deals, listings } from '../db/schema.js';
import { insertCertifiedOwner } from '../db/seed/certifiedOwner.js';

/**
 * Listings and deals written straight into the database: the publish and review flows that will
 * create them belong to later issues, and these tests are about what the public reads show.
 */
export function createListingOwner(db: Db) {
  return insertCertifiedOwner(db, {
    mobile: `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    companyName: '果洛州测试林业有限公司',
  });
}

const DAY = 24 * 60 * 60 * 1000;
let sequence = 0;

export type ListingValues = Partial<typeof listings.$inferInsert>;

/** A public, currently enrolling project-form listing unless `values` says otherwise. */
export async function createListing(db: Db, owner: { userId: number; companyId: number }, values: ListingValues = {}) {
  sequence += 1;
  const now = Date.now();
  const [row] = await db
    .insert(listings)
    .values({
      userId: owner.userId,
      companyId: owner.companyId,
      productId: `JHY-2026-${String(sequence).padStart(6, '0')}-${randomInt(0, 1e6)}`,
      formType: LISTING_FORM.project,
      productName: `测试挂牌项目 ${sequence}`,
      // As a passing review keeps it (the owner's enterprise of createListingOwner).
      companyName: '果洛州测试林业有限公司',
      firstCategory: 97,
      secondCategory: 126,
      areaName: '青海省/果洛藏族自治州/玛沁县',
      price: '100.00/万元',
      quantity: '1000/亩',
      marginMoney: '10.00/万元',
      startTime: new Date(now - 10 * DAY),
      endTime: new Date(now + 30 * DAY),
      contactsName: '王海燕',
      contactsPhone: '0971-6288001',
      productImages: ['/uploads/demo/trading/sink-1.jpg'],
      transferName: '果洛州测试林业有限公司',
      transferCode: '91632621MA7C482917',
      transferType: 164,
      auditStatus: 1,
      auditType: 2,
      isPublic: true,
      // Later fixtures are newer, as if published one after the other.
      publishedAt: new Date(now - 1_000_000_000 + sequence * 1000),
      ...values,
    })
    .returning();
  return row!;
}

export async function createDeal(
  db: Db,
  values: Partial<typeof deals.$inferInsert> & { amount: string; tradeTime: Date },
) {
  const [row] = await db
    .insert(deals)
    .values({
      productName: '测试成交',
      zoneName: '果洛',
      productType: 126,
      productCategory: 97,
      ...values,
    })
    .returning();
  return row!;
}
