import {
  LISTING_FORM,
  listingConsoleMessages,
  type EnrollStatus,
  type ListingOperationsRow,
  type ListingQueueRow,
  type Page,
  type ReviewDecisionKind,
} from '@jhy/contract';
import type { Db, Transaction } from '../../db/client.js';
import { forbidden } from '../../infra/errors.js';
import { editVersion, reviewerStamp, type DecisionContext, type ReviewFlow } from '../review/reviewDecision.js';
import { notifyUser, quoted, type DecisionEvent } from '../messages/notifyUser.js';
import type { FileUrl } from '../enterprises/enterpriseView.js';
import { listingStatesAt } from '../bidding/listingTransaction.js';
import { categoryNames } from '../trading/listingRepository.js';
import { revisionFromJson } from './listingContent.js';
import {
  countListingsAwaitingReview,
  enterpriseNameOf,
  findListingForReview,
  lockListing,
  pageListingQueue,
  pagePublicForOperations,
  updateListing,
  type ListingQueueRecord,
} from './listingReviewRepository.js';
import type { ListingRow } from './listingSubmissionRepository.js';
import { toSubmissionView } from './listingSubmissionView.js';

/**
 * Review of a listing (docs/lifecycles.md "Listing"): a submission waits at audit_status 0 for its
 * first review (audit_type 1); passing moves it to re-review (audit_type 2), which someone other
 * than the first reviewer must pass; that pass publishes it. A rejection at either step sets
 * audit_status 2 with the remark the owner reads; the owner's edit starts over at first review.
 */
export const listingReviewFlow: ReviewFlow<ListingRow> = {
  targetType: 'listing',
  loadForDecision: lockListing,
  // The first review's decision leaves it too, so the re-reviewer holds the same version.
  versionOf: editVersion,
  allows: (row, decision) => row.auditStatus === 0 && (decision === 'pass' || decision === 'reject'),
  async apply(tx, row, decision, context) {
    const updated = await applyListingDecision(tx, row, decision, context);
    await notifyUser(tx, row.userId, listingDecisionEvent(row, decision, context.remark));
    return updated;
  },
  snapshot: (row) => reviewStanding(row),
};

/** What the owner is told of a listing decision (docs/messages.md): by step and outcome. */
function listingDecisionEvent(row: ListingRow, decision: ReviewDecisionKind, remark: string): DecisionEvent {
  const name = quoted(row.productName);
  const event = { record: 'listing', recordId: row.id } as const;
  if (decision === 'reject') {
    const step = row.auditType === 1 ? '初审' : '复审';
    return {
      ...event,
      kind: row.auditType === 1 ? 'listing.firstReject' : 'listing.reviewReject',
      title: `您的挂牌项目${name}${step}未通过`,
      body: remark,
    };
  }
  if (row.auditType === 1) return { ...event, kind: 'listing.firstPass', title: `您的挂牌项目${name}已通过初审` };
  const title = row.isPublic ? `您的挂牌项目${name}的修改已通过复审` : `您的挂牌项目${name}已通过复审并公开挂牌`;
  return { ...event, kind: 'listing.public', title };
}

async function applyListingDecision(
  tx: Transaction,
  row: ListingRow,
  decision: ReviewDecisionKind,
  context: DecisionContext,
): Promise<ListingRow> {
  const { remark, actor, at } = context;
  const reviewed = reviewerStamp(context);
  if (decision === 'reject') {
    return updateListing(tx, row.id, { ...reviewed, auditStatus: 2, auditRemark: remark });
  }
  if (row.auditType === 1) {
    return updateListing(tx, row.id, { ...reviewed, auditType: 2, auditRemark: '', firstReviewedBy: actor.id });
  }
  // Four eyes: the re-review is someone else's (the thrown error rolls the transaction back).
  if (row.firstReviewedBy === actor.id) throw forbidden(listingConsoleMessages.sameReviewer);
  const revision = row.pendingRevision ? revisionFromJson(row.pendingRevision) : {};
  const firstPublication = !row.isPublic;
  return updateListing(tx, row.id, {
    ...revision,
    ...reviewed,
    // A class product has no start of its own: it opens when first published.
    ...(firstPublication && row.formType === LISTING_FORM.product ? { startTime: at } : {}),
    pendingRevision: null,
    auditStatus: 1,
    auditRemark: '',
    isPublic: true,
    publishedAt: row.publishedAt ?? at,
    // The public listing names its enterprise as it stands now, at the last review.
    companyName: await enterpriseNameOf(tx, (revision as Partial<ListingRow>).companyId ?? row.companyId),
  });
}

/** Where a listing stands in its review: what the audit log records and a decision answers. */
export function reviewStanding(row: ListingRow) {
  return {
    audit_status: row.auditStatus,
    audit_type: row.auditType,
    remark: row.auditRemark,
    is_public: row.isPublic,
    first_reviewed_by: row.firstReviewedBy,
  };
}

/** Rows of the console: the submission as the owner sent it, and what a decision needs. */
export async function toQueueRows(db: Db, records: ListingQueueRecord[], fileUrl: FileUrl, now: Date) {
  const names = await categoryNames(db);
  return records.map((record): ListingQueueRow => ({
    ...toSubmissionView(record, names, fileUrl, now),
    user_mobile: record.userMobile,
    version: record.listing.updatedAt.toISOString(),
    first_reviewer_id: record.listing.firstReviewedBy,
    first_reviewer_name: record.firstReviewerName,
  }));
}

export async function listListingQueue(
  db: Db,
  query: { page: number; limit: number; audit_status: number | ''; audit_type: number | ''; product_name?: string },
  fileUrl: FileUrl,
  now: Date,
): Promise<Page<ListingQueueRow>> {
  const { rows, total } = await pageListingQueue(db, {
    page: query.page,
    limit: query.limit,
    auditStatus: query.audit_status === '' ? undefined : query.audit_status,
    auditType: query.audit_type === '' ? undefined : query.audit_type,
    name: query.product_name,
  });
  return { total, data: await toQueueRows(db, rows, fileUrl, now) };
}

export async function findListingQueueRow(db: Db, id: number, fileUrl: FileUrl, now: Date) {
  const record = await findListingForReview(db, id);
  return record ? (await toQueueRows(db, [record], fileUrl, now))[0] : undefined;
}

export async function listListingOperations(
  db: Db,
  query: { page: number; limit: number; enroll_status: number | ''; product_name?: string },
  fileUrl: FileUrl,
  now: Date,
): Promise<Page<ListingOperationsRow>> {
  const { rows, total } = await pagePublicForOperations(
    db,
    {
      page: query.page,
      limit: query.limit,
      enrollStatus: query.enroll_status === '' ? undefined : (query.enroll_status as EnrollStatus),
      name: query.product_name,
    },
    now,
  );
  // What the page may offer on each row: its state by the contract's table (docs/lifecycles.md).
  const states = await listingStatesAt(
    db,
    rows.map((row) => row.listing),
    now,
  );
  const data = await toQueueRows(db, rows, fileUrl, now);
  return { total, data: data.map((row) => ({ transaction_state: states.get(row.id) ?? 'inReview', ...row })) };
}

/** The listings waiting for review, for the review queues' counts. */
export function countListingsPending(db: Db): Promise<number> {
  return countListingsAwaitingReview(db);
}
