import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { ApiPath, Page, ReviewDecisionKind } from '@jhy/contract';

/** An uploaded file as the product (docs/product.md) stores it (`{ name, src }`), with `url` when it opens by a signed link. */
export interface ReviewAttachment {
  name: string;
  src: string;
  url?: string;
}

/** One line of the detail drawer: plain value, rich text, or attachments that open in place. */
export interface ReviewField {
  label: string;
  value?: ReactNode;
  html?: string;
  attachments?: ReviewAttachment[];
}

export interface ReviewSection {
  title: string;
  fields: ReviewField[];
}

export interface ReviewStatus {
  value: number;
  label: string;
  /** antd Tag colour: orange pending, blue in review, green passed, red rejected (docs/product.md §4). */
  color: string;
}

export interface ReviewQuery {
  page: number;
  limit: number;
  status?: number;
  keyword?: string;
}

/**
 * Everything a feature tells the review pattern about its queue. The pattern supplies the filters,
 * paging, the drawer, the attachment viewer and the decision buttons with their remark rule.
 */
export interface ReviewQueueConfig<Row extends { id: number }, Detail> {
  /** Query-cache name of the queue, e.g. 'enterpriseQueue'. */
  key: string;
  /** The record's name in sentences: '企业', '挂牌项目'. */
  noun: string;
  statuses: ReviewStatus[];
  /** The status the list opens on (the one waiting for a reviewer); undefined shows all. */
  defaultStatus?: number;
  statusOf: (record: Row | Detail) => number;
  keywordPlaceholder?: string;
  /** The table's own columns; the pattern adds the status and the action column. */
  columns: TableColumnsType<Row>;
  fetchPage: (query: ReviewQuery) => Promise<Page<Row>>;
  fetchDetail: (id: number) => Promise<Detail>;
  /** Every submitted field, grouped as the applicant's form groups them. */
  sections: (detail: Detail) => ReviewSection[];
  /** The decisions the record accepts in its current state (e.g. only 'take' while pending). */
  decisions: (detail: Detail) => ReviewDecisionKind[];
  /** The version of the content the drawer shows; sent with the decision, which the server refuses
   *  (409) if the applicant has edited the record since. */
  versionOf: (detail: Detail) => string;
  /** Applies one decision; answers the server's message. */
  decide: (input: { id: number; decision: ReviewDecisionKind; remark: string; version: string }) => Promise<{
    msg: string;
  }>;
  /** A file's address when it is not its `src` (e.g. a signed link). */
  attachmentUrl?: (file: ReviewAttachment) => string;
  /**
   * The queue's own actions on a record, shown in the drawer above its sections (the deposit form of
   * the registrations queue); `refresh` reloads the queue and the record after one.
   */
  extra?: (detail: Detail, refresh: () => Promise<void>) => ReactNode;
  /** The queue's filtered view as .xlsx (ExportButton), where the queue has an export route. */
  exportView?: { path: ApiPath; fileName: string; body: (query: ReviewQuery) => object };
  /** The queue's button labels (its life cycle's `labels` in the contract); the shared wording otherwise. */
  decisionLabels?: Partial<Record<ReviewDecisionKind, string>>;
}
