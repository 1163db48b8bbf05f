import { and, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { smsCodes } from '../../db/schema.js';

/**
 * Serialises code issuing per mobile for the rest of the transaction, so two requests in the same
 * instant cannot both pass the 60-second rule.
 */
export async function lockMobileForSms(tx: Queryable, mobile: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
}

export async function lastCodeSentAt(db: Queryable, mobile: string, purpose: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Codes sent since `since` to one mobile or from one address (`sentBy`), for the caps on both. */
async function countCodesSince(db: Queryable, sentBy: SQL, since: Date): Promise<number> {
  return db.$count(smsCodes, and(sentBy, gte(smsCodes.createdAt, since)));
}

export function countCodesToMobileSince(db: Queryable, mobile: string, since: Date): Promise<number> {
  return countCodesSince(db, eq(smsCodes.mobile, mobile), since);
}

export function countCodesFromIpSince(db: Queryable, ip: string, since: Date): Promise<number> {
  return countCodesSince(db, eq(smsCodes.ip, ip), since);
}

export async function insertCode(
  db: Queryable,
  values: { mobile: string; purpose: string; codeHash: string; ip: string; expiresAt: Date; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(smsCodes).values(values).returning({ id: smsCodes.id });
  return row!.id;
}

/** Takes back a code whose message never left (the provider refused): it counts for nothing. */
export async function deleteCode(db: Queryable, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/** The newest code sent to this mobile for this purpose and not yet used; older ones are dead. */
export async function findNewestUnusedCode(db: Queryable, mobile: string, purpose: string) {
  const [row] = await db
    .select({
      id: smsCodes.id,
      codeHash: smsCodes.codeHash,
      attempts: smsCodes.attempts,
      expiresAt: smsCodes.expiresAt,
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row;
}

/** One more wrong try, counted atomically; answers the new count (undefined if already void). */
export async function countWrongAttempt(db: Queryable, id: number, maxAttempts: number): Promise<number | undefined> {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, maxAttempts)))
    .returning({ attempts: smsCodes.attempts });
  return row?.attempts;
}

/** Uses the code up; false when another request used it (or voided it) first. */
export async function markCodeUsed(db: Queryable, id: number, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, maxAttempts)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}
