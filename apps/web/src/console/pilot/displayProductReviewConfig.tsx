import type { TableColumnsType } from 'antd';
import {
  DISPLAY_AUDIT_STATUS,
  DISPLAY_PRODUCT_REVIEW,
  PILOT_CONSOLE_API,
  type DisplayProductQueueRow,
} from '@jhy/contract';
import { consoleApi } from '../consoleApi';
import type { ReviewQueueConfig, ReviewSection, ReviewStatus } from '../review/reviewTypes';

/** The three review states of a display product (docs/lifecycles.md), in life-cycle order. */
const STATUSES: ReviewStatus[] = ([0, 1, 2] as const).map((value) => ({ value, ...DISPLAY_AUDIT_STATUS[value] }));

const columns: TableColumnsType<DisplayProductQueueRow> = [
  { title: '产品名称', dataIndex: 'product_name' },
  { title: '所属专区', dataIndex: 'product_areaname' },
  { title: '产品类别', dataIndex: 'product_category_name' },
  { title: '企业名称', dataIndex: 'company_name' },
  { title: '提交时间', dataIndex: 'create_time' },
];

function sections(product: DisplayProductQueueRow): ReviewSection[] {
  return [
    {
      title: '产品信息',
      fields: [
        { label: '产品名称', value: product.product_name },
        { label: '所属专区', value: product.product_areaname },
        { label: '产品类别', value: product.product_category_name },
        { label: '产品类型', value: product.product_type_name },
        { label: '产品季节', value: product.product_season_name },
        { label: '产品荣誉', value: product.honor_name },
        { label: '产品图片', attachments: product.product_img },
        { label: '产品介绍', html: product.product_desc },
      ],
    },
    {
      title: '企业与联系方式',
      fields: [
        { label: '企业名称', value: product.company_name },
        { label: '所在地', value: product.area_name },
        { label: '联系人', value: product.contact_name },
        { label: '联系电话', value: product.contact_phone },
      ],
    },
    {
      title: '提交与审核',
      fields: [
        { label: '提交用户', value: product.user_mobile },
        { label: '提交时间', value: product.create_time },
        { label: '审核意见', value: product.remark },
      ],
    },
  ];
}

/** The display-product queue for the console's review pattern: only passed products show in their zone. */
export const displayProductReviewConfig: ReviewQueueConfig<DisplayProductQueueRow, DisplayProductQueueRow> = {
  key: 'displayProductQueue',
  noun: '展示产品',
  statuses: STATUSES,
  defaultStatus: 0,
  statusOf: (product) => product.audit_status,
  keywordPlaceholder: '请输入产品名称',
  columns,
  fetchPage: (query) =>
    consoleApi.post(PILOT_CONSOLE_API.productQueue, {
      page: query.page,
      limit: query.limit,
      audit_status: query.status ?? '',
      keyword: query.keyword ?? '',
    }),
  fetchDetail: (id) => consoleApi.post(PILOT_CONSOLE_API.productDetail, { id }),
  sections,
  decisions: (product) => DISPLAY_PRODUCT_REVIEW.decisionsFrom(product.audit_status),
  versionOf: (product) => product.update_time,
  decide: async (input) => ({ msg: (await consoleApi.send(PILOT_CONSOLE_API.productDecide, input)).msg }),
  decisionLabels: DISPLAY_PRODUCT_REVIEW.labels,
};
