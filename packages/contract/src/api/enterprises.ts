import { z } from 'zod';
import { CONSOLE_API } from '../console.js';
import {
  enterpriseEditSchema,
  enterpriseFieldsSchema,
  enterpriseIdSchema,
  enterpriseListQuerySchema,
  enterpriseQueueQuerySchema,
} from '../enterprises.js';
import { API } from '../routes.js';
import { reviewDecisionRoute } from './console.js';
import { OWN_LIST, ownRecord, pageOf, reviewerRoutes, routeGroup, SELF, USER } from './defineRoute.js';
import { int, reviewedRecordFields, servedFileSchema, text } from './fields.js';

const owners = routeGroup('enterprises', USER);

/** An enterprise as the server answers it (docs/product.md §3, wire names); attachments as served files. */
export const enterpriseViewSchema = z.object({
  id: int,
  company_name: text,
  credit_code: text,
  id_type: int,
  area_code: text,
  area_name: text,
  address: text,
  company_desc: text,
  legal_name: text,
  legal_code: text,
  legal_mobile: text,
  contant_name: text,
  contant_code: text,
  contant_mobile: text,
  business_license_file: z.array(servedFileSchema),
  handheld_idCard_file: z.array(servedFileSchema),
  operator_idCard_file: z.array(servedFileSchema),
  authorize_file: z.array(servedFileSchema),
  membership: int,
  auth_status: int,
  ...reviewedRecordFields,
});

/** The portal record as the product (docs/product.md) names it, and the console's own field in camelCase. */
export const enterpriseQueueRowSchema = enterpriseViewSchema.extend({
  userMobile: text,
  /** Sample content of the demo seed, not a real applicant. */
  demo: z.boolean(),
});

/** A page of a user's own enterprises, with how many of all of them are certified. */
export const myEnterprisesPageSchema = z.object({
  total: int,
  certified: int,
  rows: z.array(enterpriseViewSchema),
});

/** A user's own enterprises (docs/product.md §7: its page is `{ total, rows }`, plus how many are certified). */
export const enterprisesApi = {
  myCompanies: owners.read({
    owner: OWN_LIST,
    path: API.myCompanies,
    summary: '我的企业（分页、按名称搜索）',
    input: enterpriseListQuerySchema,
    output: myEnterprisesPageSchema,
  }),
  companyAdd: owners.write({
    owner: SELF,
    path: API.companyAdd,
    summary: '添加企业（提交后待认证）',
    input: enterpriseFieldsSchema,
    output: enterpriseViewSchema,
  }),
  companyEdit: owners.write({
    owner: ownRecord('enterprise'),
    path: API.companyEdit,
    summary: '修改企业（修改后重新认证）',
    input: enterpriseEditSchema,
    output: enterpriseViewSchema,
  }),
  companyDelete: owners.write({
    owner: ownRecord('enterprise'),
    path: API.companyDelete,
    summary: '删除企业',
    input: enterpriseIdSchema,
    output: z.null(),
  }),
};

/** The console's enterprise verification queue (reviewers and admins). */
export const enterpriseConsoleApi = {
  enterpriseQueue: reviewerRoutes.read({
    path: CONSOLE_API.enterpriseQueue,
    summary: '企业认证队列（按状态、名称筛选，分页）',
    input: enterpriseQueueQuerySchema,
    output: pageOf(enterpriseQueueRowSchema),
  }),
  enterpriseQueueDetail: reviewerRoutes.read({
    path: CONSOLE_API.enterpriseDetail,
    summary: '企业认证详情（全部字段与附件）',
    input: enterpriseIdSchema,
    output: enterpriseQueueRowSchema,
  }),
  enterpriseDecide: reviewDecisionRoute(
    CONSOLE_API.enterpriseDecide,
    '企业认证：受理 / 通过 / 驳回（驳回须填写意见）',
    enterpriseViewSchema,
  ),
};

/** An enterprise as the server answers it (docs/product.md §3, wire names); attachments as served files. */
export type EnterpriseView = z.output<typeof enterpriseViewSchema>;
export type MyEnterprisesPage = z.output<typeof myEnterprisesPageSchema>;
/**
 * A row of the console's queue: the enterprise under its portal wire names, and the console's own
 * field, the mobile of the user who submitted it, in camelCase (docs/api-conventions.md).
 */
export type EnterpriseQueueRow = z.output<typeof enterpriseQueueRowSchema>;
