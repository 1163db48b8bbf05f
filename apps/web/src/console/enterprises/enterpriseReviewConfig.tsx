import type { TableColumnsType } from 'antd';
import { formatChinaTime } from '../../components/chinaTime';
import { DemoTag } from '../components/DemoTag';
import {
  AUTH_STATUS,
  AUTH_STATUS_VALUES,
  ENTERPRISE_ATTACHMENT_GROUPS,
  ENTERPRISE_CONSOLE_API,
  ENTERPRISE_REVIEW,
  type EnterpriseQueueRow,
} from '@jhy/contract';
import { consoleApi } from '../consoleApi';
import type { ReviewQueueConfig, ReviewSection, ReviewStatus } from '../review/reviewTypes';

/** The four certification states of docs/product.md §4, with their labels and colours, in life-cycle order. */
const STATUSES: ReviewStatus[] = AUTH_STATUS_VALUES.map((value) => ({ value, ...AUTH_STATUS[value] }));

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
  { title: '更新时间', dataIndex: 'update_time', render: (time: string) => formatChinaTime(time) },
];

/** Every field the user submitted, grouped as the portal's form groups them, and the review so far. */
export function enterpriseSections(
  enterprise: EnterpriseQueueRow,
  idTypeName: (id: number) => string | undefined,
): ReviewSection[] {
  return [
    {
      title: '企业信息',
      fields: [
        { label: '企业名称', value: enterprise.company_name },
        { label: '统一社会信用代码', value: enterprise.credit_code },
        { label: '证件类型', value: idTypeName(enterprise.id_type) ?? String(enterprise.id_type) },
        { label: '经营所在地', value: enterprise.area_name },
        { label: '详细地址', value: enterprise.address },
        { label: '企业简介', value: enterprise.company_desc },
      ],
    },
    {
      title: '法人信息',
      fields: [
        { label: '法人姓名', value: enterprise.legal_name },
        { label: '法人身份证号', value: enterprise.legal_code },
        { label: '法人手机号', value: enterprise.legal_mobile },
      ],
    },
    {
      title: '联系人信息',
      fields: [
        { label: '联系人姓名', value: enterprise.contant_name },
        { label: '联系人身份证号', value: enterprise.contant_code },
        { label: '联系人手机号', value: enterprise.contant_mobile },
      ],
    },
    {
      title: '附件材料',
      fields: ENTERPRISE_ATTACHMENT_GROUPS.map(({ field, label }) => ({ label, attachments: enterprise[field] })),
    },
    {
      title: '提交与审核',
      fields: [
        { label: '企业承诺函', value: enterprise.membership === 1 ? '已阅读并同意' : '未同意' },
        { label: '提交用户', value: enterprise.userMobile },
        { label: '提交时间', value: formatChinaTime(enterprise.create_time) },
        { label: '更新时间', value: formatChinaTime(enterprise.update_time) },
        { label: '审核意见', value: enterprise.remark },
      ],
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
    statusOf: (enterprise) => enterprise.auth_status,
    keywordPlaceholder: '请输入企业名称',
    columns,
    fetchPage: (query) =>
      consoleApi.post(ENTERPRISE_CONSOLE_API.list, {
        page: query.page,
        limit: query.limit,
        authStatus: query.status ?? '',
        companyName: query.keyword ?? '',
      }),
    fetchDetail: (id) => consoleApi.post(ENTERPRISE_CONSOLE_API.detail, { id }),
    sections: (enterprise) => enterpriseSections(enterprise, idTypeName),
    // The server's own life cycle: the drawer offers exactly what the server accepts.
    decisions: (enterprise) => ENTERPRISE_REVIEW.decisionsFrom(enterprise.auth_status),
    versionOf: (enterprise) => enterprise.update_time,
    decide: async (input) => ({ msg: (await consoleApi.send(ENTERPRISE_CONSOLE_API.decide, input)).msg }),
    decisionLabels: ENTERPRISE_REVIEW.labels,
  };
}
