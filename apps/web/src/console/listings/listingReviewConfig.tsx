import type { TableColumnsType } from 'antd';
import type { ListingQueueRow, ReviewDecisionKind } from '@jhy/contract';
import type { ReviewQueueConfig, ReviewStatus } from '../review/reviewTypes';
import { reviewQueueCalls } from '../review/reviewQueueCalls';
import { listingSections, type CategoryName } from './listingSections';
import { consoleTime } from '../consoleTime';

/**
 * The queue's steps. The server keeps two fields (audit_status, audit_type); the reviewer works by
 * step, so first review and re-review are filters of their own (docs/lifecycles.md).
 */
const STEPS = {
  firstReview: { value: 1, label: '待初审', color: 'orange', query: { audit_status: 0, audit_type: 1 } },
  reReview: { value: 2, label: '待复审', color: 'blue', query: { audit_status: 0, audit_type: 2 } },
  passed: { value: 3, label: '审核通过', color: 'green', query: { audit_status: 1, audit_type: '' } },
  rejected: { value: 4, label: '审核未通过', color: 'red', query: { audit_status: 2, audit_type: '' } },
} as const;
const STATUSES: ReviewStatus[] = Object.values(STEPS).map(({ value, label, color }) => ({ value, label, color }));

export function listingStep(listing: Pick<ListingQueueRow, 'audit_status' | 'audit_type'>): number {
  if (listing.audit_status === 1) return STEPS.passed.value;
  if (listing.audit_status === 2) return STEPS.rejected.value;
  return listing.audit_type === 2 ? STEPS.reReview.value : STEPS.firstReview.value;
}

/**
 * What a reviewer may decide: pass or reject while a review is pending — except the re-review of
 * a listing this reviewer passed at first review, which someone else must make (the server refuses
 * it too; the page does not offer it).
 */
export function listingDecisions(listing: ListingQueueRow, staffId: number | undefined): ReviewDecisionKind[] {
  if (listing.audit_status !== 0) return [];
  if (listing.audit_type === 2 && staffId !== undefined && listing.first_reviewer_id === staffId) return [];
  return ['pass', 'reject'];
}

const columns: TableColumnsType<ListingQueueRow> = [
  // The menu takes a fifth of a laptop's width: the codes and who submitted show on wider screens.
  { title: '项目编号', dataIndex: 'product_id', responsive: ['xxl'] },
  { title: '产品名称', dataIndex: 'product_name' },
  { title: '项目类型', dataIndex: 'second_category_name' },
  { title: '挂牌企业', dataIndex: 'company_name', responsive: ['xl'] },
  { title: '提交用户', dataIndex: 'user_mobile', responsive: ['xxl'] },
  { title: '更新时间', dataIndex: 'update_time', render: consoleTime, responsive: ['lg'] },
];

/** The listing review queue for the console's review pattern. */
export function listingReviewConfig(
  categoryName: CategoryName,
  staffId: number | undefined,
): ReviewQueueConfig<ListingQueueRow, ListingQueueRow> {
  return {
    key: 'listingQueue',
    noun: '挂牌项目',
    statuses: STATUSES,
    defaultStatus: STEPS.firstReview.value,
    statusOf: listingStep,
    keywordPlaceholder: '请输入产品名称',
    columns,
    ...reviewQueueCalls('listing', (query) => {
      const step = Object.values(STEPS).find((candidate) => candidate.value === query.status);
      return {
        page: query.page,
        limit: query.limit,
        audit_status: step?.query.audit_status ?? '',
        audit_type: step?.query.audit_type ?? '',
        product_name: query.keyword ?? '',
      };
    }),
    sections: (listing) => {
      const sections = listingSections(listing, categoryName);
      if (listing.audit_status === 0 && listingDecisions(listing, staffId).length === 0) {
        sections.unshift({
          title: '复审',
          fields: [{ label: '说明', value: '您已完成该项目的初审，复审须由其他审核员进行。' }],
        });
      }
      return sections;
    },
    decisions: (listing) => listingDecisions(listing, staffId),
    versionOf: (listing) => listing.version,
    decisionLabels: { pass: '审核通过' },
  };
}
