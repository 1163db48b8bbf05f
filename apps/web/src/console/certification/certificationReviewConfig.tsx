import type { TableColumnsType } from 'antd';
import { ACCEPTANCE_STATUS, CERTIFICATION_REVIEW, type CertificationQueueRow } from '@jhy/contract';
import { queueFilters } from '../review/queueFilters';
import { reviewFields, submissionSection } from '../review/reviewFields';
import { lifeCycleDecisions, reviewStatuses } from '../review/reviewLifeCycle';
import type { ReviewQueueConfig, ReviewSection } from '../review/reviewTypes';
import { reviewQueueCalls } from '../review/reviewQueueCalls';
import { consoleTime } from '../consoleTime';

/** The three acceptance states (docs/lifecycles.md), in life-cycle order. */
const STATUSES = reviewStatuses([0, 1, 2], ACCEPTANCE_STATUS);

const columns: TableColumnsType<CertificationQueueRow> = [
  { title: '认证产品', dataIndex: 'product_name' },
  { title: '企业名称', dataIndex: 'company_name' },
  { title: '认证类型', dataIndex: 'type_name' },
  { title: '提交用户', dataIndex: 'user_mobile' },
  { title: '提交时间', dataIndex: 'create_time', render: consoleTime },
];

function sections(application: CertificationQueueRow): ReviewSection[] {
  return [
    {
      title: '申请信息',
      fields: reviewFields(application, {
        企业名称: 'company_name',
        统一社会信用代码: 'credit_code',
        认证产品: 'product_name',
        认证类型: 'type_name',
        ...(application.other ? { 其他认证类型: 'other' } : {}),
        产地: 'area_name',
      }),
    },
    {
      title: '联系方式',
      fields: reviewFields(application, {
        联系人: 'contact_name',
        联系电话: 'contact_phone',
        联系地址: 'contact_address',
      }),
    },
    submissionSection(application, '提交与受理', '受理意见'),
  ];
}

/** The certification acceptance queue for the console's review pattern. */
export const certificationReviewConfig: ReviewQueueConfig<CertificationQueueRow, CertificationQueueRow> = {
  key: 'certificationQueue',
  noun: '认证申请',
  statuses: STATUSES,
  defaultStatus: 0,
  ...lifeCycleDecisions(CERTIFICATION_REVIEW, (application) => application.acceptance_status),
  keywordPlaceholder: '请输入认证产品',
  columns,
  ...reviewQueueCalls('certification', (query) => queueFilters(query, 'acceptance_status', 'keyword')),
  sections,
  versionOf: (application) => application.update_time,
};
