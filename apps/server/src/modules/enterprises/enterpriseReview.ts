import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { EnterpriseQueueRow, Page } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { readPage } from '../../db/paging.js';
import { enterprises, users } from '../../db/schema.js';
import { likeContains } from '../../infra/likePattern.js';
import { statusTransitions, type ReviewFlow } from '../console/review/reviewDecision.js';
import type { EnterpriseRow } from './enterpriseRepository.js';
import { toEnterpriseView, type FileUrl } from './enterpriseView.js';

/**
 * Verification of enterprises (DESIGN.md life cycle): a reviewer takes a pending one (-1 → 0), then
 * passes it (→ 1, it may publish) or rejects it (→ 2, the remark is shown to its user). A rejected
 * or pending one may also be decided straight away; a certified one is final until its user edits it.
 */
const transitions = statusTransitions<-1 | 0 | 1 | 2>({
  take: { from: [-1], to: 0 },
  pass: { from: [-1, 0], to: 1 },
  reject: { from: [-1, 0], to: 2 },
});

export const enterpriseReviewFlow: ReviewFlow<EnterpriseRow> = {
  targetType: 'enterprise',
  async loadForDecision(tx, id) {
    const [row] = await tx.select().from(enterprises).where(eq(enterprises.id, id)).for('update');
    return row;
  },
  // The view's update_time: the owner's edits set it, decisions leave it.
  versionOf: (row) => row.updatedAt.toISOString(),
  allows: (row, decision) => transitions.allows(row.authStatus, decision),
  async apply(tx, row, decision, { remark, actor, at }) {
    const [updated] = await tx
      .update(enterprises)
      .set({
        authStatus: transitions.target(decision),
        // A pass keeps no stale rejection remark; taking it in keeps what the user last read.
        remark: decision === 'take' ? row.remark : remark,
        reviewedBy: actor.id,
        reviewedAt: at,
      })
      .where(eq(enterprises.id, row.id))
      .returning();
    return updated!;
  },
  snapshot: (row) => ({ company_name: row.companyName, auth_status: row.authStatus, remark: row.remark }),
};

export async function listEnterpriseQueue(
  db: Db,
  query: { page: number; limit: number; auth_status: number | ''; company_name: string },
  fileUrl: FileUrl,
): Promise<Page<EnterpriseQueueRow>> {
  const filters: SQL[] = [];
  if (query.auth_status !== '') filters.push(eq(enterprises.authStatus, query.auth_status));
  if (query.company_name) filters.push(ilike(enterprises.companyName, likeContains(query.company_name)));
  const where = filters.length ? and(...filters) : undefined;
  const select = db
    .select({ enterprise: enterprises, mobile: users.mobile })
    .from(enterprises)
    .innerJoin(users, eq(users.id, enterprises.userId))
    .where(where)
    .orderBy(desc(enterprises.updatedAt), desc(enterprises.id));
  const { rows, total } = await readPage(select, db.$count(enterprises, where), query);
  // The console's paged shape (Page: total + data), like its other lists.
  return {
    total,
    data: rows.map(({ enterprise, mobile }) => ({ ...toEnterpriseView(enterprise, fileUrl), user_mobile: mobile })),
  };
}

export async function findEnterpriseForReview(
  db: Db,
  id: number,
  fileUrl: FileUrl,
): Promise<EnterpriseQueueRow | undefined> {
  const [row] = await db
    .select({ enterprise: enterprises, mobile: users.mobile })
    .from(enterprises)
    .innerJoin(users, eq(users.id, enterprises.userId))
    .where(eq(enterprises.id, id));
  return row ? { ...toEnterpriseView(row.enterprise, fileUrl), user_mobile: row.mobile } : undefined;
}

/** Waiting for a decision: pending (-1) or taken into review (0); served by enterprises_status_idx. */
export async function countEnterprisesAwaitingReview(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enterprises)
    .where(inArray(enterprises.authStatus, [-1, 0]));
  return row?.n ?? 0;
}
