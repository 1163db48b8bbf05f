import { DISPLAY_PRODUCT_REVIEW, pilotMessages, type DisplayProductQueueRow, type Page } from '@jhy/contract';
import type { Db, Queryable } from '../../db/client.js';
import type { PageRequest } from '../../db/paging.js';
import { notFound } from '../../infra/errors.js';
import { lifeCycleReviewFlow } from '../review/reviewDecision.js';
import { quoted } from '../messages/notifyUser.js';
import {
  countProductsAwaitingReview,
  decidedDisplayProducts,
  findProductWithOwner,
  listProductQueue,
  type DisplayProductRow,
} from './displayProductRepository.js';
import { toQueueRow } from './pilotView.js';

/** The display-product review queue; its life cycle is DISPLAY_PRODUCT_REVIEW of the contract. */
export const displayProductReviewFlow = lifeCycleReviewFlow<DisplayProductRow>({
  targetType: 'display_product',
  lifeCycle: DISPLAY_PRODUCT_REVIEW,
  rows: decidedDisplayProducts,
  notice: (row, decision, remark) => {
    const passed = decision === 'pass';
    return {
      kind: passed ? 'displayProduct.pass' : 'displayProduct.reject',
      record: 'displayProduct',
      recordId: row.id,
      title: `您的展示产品${quoted(row.productName)}${passed ? '已通过审核' : '审核未通过'}`,
      body: passed ? '' : remark,
    };
  },
  snapshot: (row) => ({ product_name: row.productName, audit_status: row.auditStatus, remark: row.remark }),
});

/** The display products waiting for review, for the review queues' counts. */
export function countDisplayProductsPending(db: Db): Promise<number> {
  return countProductsAwaitingReview(db);
}

/** The console queue: a page of display products, each with its owner's mobile. */
export async function displayProductQueuePage(
  db: Queryable,
  query: PageRequest & { audit_status: number | ''; keyword: string },
): Promise<Page<DisplayProductQueueRow>> {
  const { rows, total } = await listProductQueue(db, query);
  return { total, data: rows.map(toQueueRow) };
}

/** The queue row of one product: what its detail and a decision on it answer. */
export async function displayProductQueueRow(db: Queryable, id: number): Promise<DisplayProductQueueRow> {
  const row = await findProductWithOwner(db, id);
  if (!row) throw notFound(pilotMessages.productNotFound);
  return toQueueRow(row);
}
