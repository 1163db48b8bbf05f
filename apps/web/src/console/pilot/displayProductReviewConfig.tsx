import type { TableColumnsType } from 'antd';
import { DISPLAY_AUDIT_STATUS, DISPLAY_PRODUCT_REVIEW, type DisplayProductQueueRow } from '@jhy/contract';
import { queueFilters } from '../review/queueFilters';
import { reviewFields, submissionSection } from '../review/reviewFields';
import { lifeCycleDecisions, reviewStatuses } from '../review/reviewLifeCycle';
import type { ReviewQueueConfig, ReviewSection } from '../review/reviewTypes';
import { reviewQueueCalls } from '../review/reviewQueueCalls';
import { consoleTime } from '../consoleTime';

/** The three review states of a display product (docs/lifecycles.md), in life-cycle order. */
const STATUSES = reviewStatuses([0, 1, 2], DISPLAY_AUDIT_STATUS);

const columns: TableColumnsType<DisplayProductQueueRow> = [
  { title: '产品名称', dataIndex: 'product_name' },
  { title: '所属专区', dataIndex: 'product_areaname' },
  { title: '产品类别', dataIndex: 'product_category_name' },
  { title: '企业名称', dataIndex: 'company_name' },
  { title: '提交时间', dataIndex: 'create_time', render: consoleTime },
];

function sections(product: DisplayProductQueueRow): ReviewSection[] {
  return [
    {
      title: '产品信息',
      fields: reviewFields(product, {
        产品名称: 'product_name',
        所属专区: 'product_areaname',
        产品类别: 'product_category_name',
        产品类型: 'product_type_name',
        产品季节: 'product_season_name',
        产品荣誉: 'honor_name',
        产品图片: { attachments: product.product_img },
        产品介绍: { html: product.product_desc },
      }),
    },
    {
      title: '企业与联系方式',
      fields: reviewFields(product, {
        企业名称: 'company_name',
        所在地: 'area_name',
        联系人: 'contact_name',
        联系电话: 'contact_phone',
      }),
    },
    submissionSection(product, '提交与审核', '审核意见'),
  ];
}

/** The display-product queue for the console's review pattern: only passed products show in their zone. */
export const displayProductReviewConfig: ReviewQueueConfig<DisplayProductQueueRow, DisplayProductQueueRow> = {
  key: 'displayProductQueue',
  noun: '展示产品',
  statuses: STATUSES,
  defaultStatus: 0,
  ...lifeCycleDecisions(DISPLAY_PRODUCT_REVIEW, (product) => product.audit_status),
  keywordPlaceholder: '请输入产品名称',
  columns,
  ...reviewQueueCalls('pilotProduct', (query) => queueFilters(query, 'audit_status', 'keyword')),
  sections,
  versionOf: (product) => product.update_time,
};
