import type { TableColumnsType } from 'antd';
import { consoleTime } from '../consoleTime';
import { DemoTag } from '../components/DemoTag';
import {
  AUTH_STATUS,
  AUTH_STATUS_VALUES,
  ENTERPRISE_ATTACHMENT_GROUPS,
  ENTERPRISE_REVIEW,
  type EnterpriseQueueRow,
} from '@jhy/contract';
import { queueFilters } from '../review/queueFilters';
import { reviewFields } from '../review/reviewFields';
import { lifeCycleDecisions, reviewStatuses } from '../review/reviewLifeCycle';
import type { ReviewQueueConfig, ReviewSection } from '../review/reviewTypes';
import { reviewQueueCalls } from '../review/reviewQueueCalls';

/** The four certification states of docs/product.md §4, with their labels and colours, in life-cycle order. */
const STATUSES = reviewStatuses(AUTH_STATUS_VALUES, AUTH_STATUS);

const columns: TableColumnsType<EnterpriseQueueRow> = [
  {
    title: '企业名称',
    dataIndex: 'company_name',
    render: (name: string, row) => (
      <>
        {name} <DemoTag demo={row.demo} />
      </>
    ),
  },
  { title: '统一社会信用代码', dataIndex: 'credit_code' },
  { title: '经营所在地', dataIndex: 'area_name' },
  { title: '提交用户', dataIndex: 'userMobile' },
  { title: '更新时间', dataIndex: 'update_time', render: consoleTime },
];

/** Every field the user submitted, grouped as the portal's form groups them, and the review so far. */
export function enterpriseSections(
  enterprise: EnterpriseQueueRow,
  idTypeName: (id: number) => string | undefined,
): ReviewSection[] {
  return [
    {
      title: '企业信息',
      fields: reviewFields(enterprise, {
        企业名称: 'company_name',
        统一社会信用代码: 'credit_code',
        证件类型: { value: idTypeName(enterprise.id_type) ?? String(enterprise.id_type) },
        经营所在地: 'area_name',
        详细地址: 'address',
        企业简介: 'company_desc',
      }),
    },
    {
      title: '法人信息',
      fields: reviewFields(enterprise, {
        法人姓名: 'legal_name',
        法人身份证号: 'legal_code',
        法人手机号: 'legal_mobile',
      }),
    },
    {
      title: '联系人信息',
      fields: reviewFields(enterprise, {
        联系人姓名: 'contant_name',
        联系人身份证号: 'contant_code',
        联系人手机号: 'contant_mobile',
      }),
    },
    {
      title: '附件材料',
      fields: ENTERPRISE_ATTACHMENT_GROUPS.map(({ field, label }) => ({ label, attachments: enterprise[field] })),
    },
    {
      title: '提交与审核',
      fields: reviewFields(enterprise, {
        企业承诺函: { value: enterprise.membership === 1 ? '已阅读并同意' : '未同意' },
        提交用户: 'userMobile',
        提交时间: { value: consoleTime(enterprise.create_time) },
        更新时间: { value: consoleTime(enterprise.update_time) },
        审核意见: 'remark',
      }),
    },
  ];
}

/** The enterprise verification queue for the console's review pattern. */
export function enterpriseReviewConfig(
  idTypeName: (id: number) => string | undefined,
): ReviewQueueConfig<EnterpriseQueueRow, EnterpriseQueueRow> {
  return {
    key: 'enterpriseQueue',
    noun: '企业',
    statuses: STATUSES,
    // Opens on the enterprises nobody has taken yet.
    defaultStatus: -1,
    // The server's own life cycle: the drawer offers exactly what the server accepts.
    ...lifeCycleDecisions(ENTERPRISE_REVIEW, (enterprise) => enterprise.auth_status),
    keywordPlaceholder: '请输入企业名称',
    columns,
    ...reviewQueueCalls('enterprise', (query) => queueFilters(query, 'authStatus', 'companyName')),
    sections: (enterprise) => enterpriseSections(enterprise, idTypeName),
    versionOf: (enterprise) => enterprise.update_time,
  };
}
