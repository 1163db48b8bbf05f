import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { captchas } from '../db/schema.js';

export async function insertCaptcha(
  db: Queryable,
  values: { id: string; answerHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(captchas).values(values);
}

/** Marks the challenge used if it is unused and alive, and answers its answer hash (once only). */
export async function useCaptcha(db: Queryable, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash;
}

/** Retention: challenges that expired before `before`; answers how many went. */
export async function deleteExpiredCaptchas(db: Queryable, before: Date): Promise<number> {
  const rows = await db.delete(captchas).where(lt(captchas.expiresAt, before)).returning({ id: captchas.id });
  return rows.length;
}
