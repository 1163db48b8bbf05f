import { randomInt } from 'node:crypto';
import type { Db } from '../db/client.js';
import { listingRegistrations, registrationDeposits } from '../db/schema.js';
import { insertCertifiedOwner } from '../db/seed/certifiedOwner.js';
import { SessionStore } from '../infra/sessions.js';

export interface QualifiedBidder {
  userId: number;
  companyId: number;
  registrationId: number;
  code: string;
  companyName: string;
  token: string;
}

let sequence = 0;

/**
 * A buyer already through stage 1 (registration.test.ts proves that flow through the API): a user
 * with a verified enterprise, logged in, registered on the listing with the deposit received and
 * the qualification confirmed, under a distinct 竞价号.
 */
export async function qualifiedBidder(db: Db, listingId: number, status = 1): Promise<QualifiedBidder> {
  sequence += 1;
  const companyName = `测试竞买企业 ${sequence}`;
  const { userId, companyId } = await insertCertifiedOwner(db, {
    mobile: `136${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    companyName,
  });
  const code = status === 1 ? String(100_000 + sequence) : '';
  const [registration] = await db
    .insert(listingRegistrations)
    .values({
      listingId,
      userId,
      companyId,
      companyName,
      contactName: '李竞',
      contactPhone: '13997001234',
      status,
      bidderCode: code,
    })
    .returning({ id: listingRegistrations.id });
  await db.insert(registrationDeposits).values({
    registrationId: registration!.id,
    provider: 'bank_transfer',
    amount: '10',
    paidOn: '2026-03-01',
    reference: `REF${sequence}`,
    recordedAt: new Date('2026-03-01T00:00:00Z'),
  });
  const token = await new SessionStore(db, 'user').open(userId, '127.0.0.1');
  return { userId, companyId, registrationId: registration!.id, code, companyName, token };
}
