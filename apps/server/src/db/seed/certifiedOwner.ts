import type { Db } from '../client.js';
import { enterprises, users } from '../schema.js';

/**
 * A portal user with one certified enterprise, the owner every listing needs — for the benchmark
 * and the tests, not demo content (the demo has its own enterprises).
 */
export async function insertCertifiedOwner(
  db: Db,
  owner: { mobile: string; companyName: string },
): Promise<{ userId: number; companyId: number }> {
  const [user] = await db.insert(users).values({ mobile: owner.mobile, passwordHash: 'x' }).returning({ id: users.id });
  const companyId = await insertEnterprise(db, { userId: user!.id, companyName: owner.companyName, authStatus: 1 });
  return { userId: user!.id, companyId };
}

/**
 * An enterprise of `userId` in `authStatus` (1 certified), written straight to the table with valid
 * details in Maqin county: for the benchmark and tests that need one without the API's uploads.
 */
export async function insertEnterprise(
  db: Db,
  enterprise: { userId: number; companyName: string; authStatus: number },
): Promise<number> {
  const [row] = await db
    .insert(enterprises)
    .values({
      ...enterprise,
      creditCode: '91632621MA7C482917',
      idType: 156,
      areaCode: '63/6326/632621',
      areaName: '青海省/果洛藏族自治州/玛沁县',
      address: '大武镇',
      legalName: '测试',
      legalCode: '632621198001010011',
      legalMobile: '13900000000',
      contactName: '测试',
      contactCode: '632621198001010011',
      contactMobile: '13900000000',
    })
    .returning({ id: enterprises.id });
  return row!.id;
}
