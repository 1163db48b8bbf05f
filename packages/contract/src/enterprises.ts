import { z } from 'zod';
import { UPLOAD_LIMITS } from './constants.js';
import { fileListSchema } from './files.js';
import { reviewLifeCycle } from './review.js';
import { idSchema } from './idSchemas.js';
import { idCardSchema, mobileSchema, pageSchema, requiredText, searchBoxSchema } from './rules.js';
import { statusViewOf, type StatusBadges } from './statusBadges.js';

/** Messages of the enterprise rules (docs/product.md §5 "Enterprise add/edit", §8). */
export const enterpriseMessages = {
  idTypeRequired: '请选择证件类型',
  creditCodeRequired: '请输入统一社会信用代码',
  creditCodeInvalid: '统一社会信用代码应为 18 位数字或大写字母',
  companyNameRequired: '请输入企业名称',
  areaRequired: '请选择经营所在地',
  /** The chosen place is no longer in the region tree (an old record, a changed division). */
  areaInvalid: '请重选择经营所在地',
  addressRequired: '请输入详细地址',
  legalNameRequired: '请输入法人姓名',
  legalCodeRequired: '请输入法人身份证号码',
  contactNameRequired: '请输入联系人姓名',
  contactCodeRequired: '请输入联系人身份证号码',
  businessLicenseRequired: '请上传营业执照',
  legalIdCardRequired: '请上传法人身份证照片',
  operatorIdCardRequired: '请上传经办人身份证照片',
  authorizeRequired: '请上传授权委托书',
  consentRequired: '请阅读企业承诺函',
  uploadsInProgress: (names: string[]) => `附件正在上传：${names.join('、')}，请等上传完成后再提交`,
  deleteConfirm: '确定要删除吗',
  inUse: '该企业已被挂牌项目或认证申请使用，不能删除',
  notFound: '企业不存在',
  fileNotYours: '附件无效，请重新上传',
  submitted: '提交成功，请等待审核',
  resubmitted: '修改成功，请等待审核',
  deleted: '删除成功',
} as const;

/** Certification status labels and colours of docs/product.md §4; any other value is unknown. */
export const AUTH_STATUS_VALUES = [-1, 0, 1, 2] as const;
export type AuthStatus = (typeof AUTH_STATUS_VALUES)[number];
export const AUTH_STATUS = {
  [-1]: { label: '待认证', color: 'orange' },
  0: { label: '认证中', color: 'blue' },
  1: { label: '已认证', color: 'green' },
  2: { label: '未通过', color: 'red' },
} as const satisfies StatusBadges<AuthStatus>;
export const authStatusView = statusViewOf(AUTH_STATUS);

/**
 * Verification of an enterprise: a reviewer takes a pending one (-1 → 0), then passes it (→ 1, it
 * may publish) or rejects it (→ 2, the remark is shown to its user). A pending one may also be
 * decided straight away; a certified or rejected one waits for its user's next edit.
 */
export const ENTERPRISE_REVIEW = reviewLifeCycle<AuthStatus>(
  {
    take: { from: [-1], to: 0 },
    pass: { from: [-1, 0], to: 1 },
    reject: { from: [-1, 0], to: 2 },
  },
  { pass: '认证通过' },
);

/** The enterprise's consent text (docs/product.md §5), shown above the checkbox. */
export const ENTERPRISE_COMMITMENT =
  '本企业承诺：所提交的企业信息及证明材料真实、合法、有效，如有虚假，本企业愿承担由此产生的一切法律责任和后果。';
export const ENTERPRISE_SEAL_NOTICE = '所有附件须加盖企业公章。';

const groupOf = (message: string) => fileListSchema({ required: message, max: UPLOAD_LIMITS.enterpriseFilesPerGroup });

/** One schema for add and edit, server and page alike (wire names as the product (docs/product.md) spells them). */
export const enterpriseFieldsSchema = z.object({
  company_name: requiredText(enterpriseMessages.companyNameRequired).max(100),
  credit_code: requiredText(enterpriseMessages.creditCodeRequired)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, enterpriseMessages.creditCodeInvalid)),
  id_type: z.coerce
    .number({ error: enterpriseMessages.idTypeRequired })
    .int()
    .positive(enterpriseMessages.idTypeRequired),
  area_code: requiredText(enterpriseMessages.areaRequired).max(60),
  address: requiredText(enterpriseMessages.addressRequired).max(200),
  company_desc: z.string().trim().max(2000).optional().default(''),
  legal_name: requiredText(enterpriseMessages.legalNameRequired).max(50),
  legal_code: idCardSchema(enterpriseMessages.legalCodeRequired),
  legal_mobile: mobileSchema,
  contant_name: requiredText(enterpriseMessages.contactNameRequired).max(50),
  contant_code: idCardSchema(enterpriseMessages.contactCodeRequired),
  contant_mobile: mobileSchema,
  business_license_file: groupOf(enterpriseMessages.businessLicenseRequired),
  handheld_idCard_file: groupOf(enterpriseMessages.legalIdCardRequired),
  operator_idCard_file: groupOf(enterpriseMessages.operatorIdCardRequired),
  authorize_file: groupOf(enterpriseMessages.authorizeRequired),
  membership: z.coerce
    .number({ error: enterpriseMessages.consentRequired })
    .refine((value) => value === 1, enterpriseMessages.consentRequired),
});
export type EnterpriseFields = z.output<typeof enterpriseFieldsSchema>;

/** The four attachment groups of docs/product.md §3, in the order the form shows them, with their labels. */
export const ENTERPRISE_ATTACHMENT_GROUPS = [
  { field: 'business_license_file', label: '营业执照' },
  { field: 'handheld_idCard_file', label: '法人身份证照片' },
  { field: 'operator_idCard_file', label: '经办人身份证照片' },
  { field: 'authorize_file', label: '授权委托书' },
] as const;
export type EnterpriseAttachmentField = (typeof ENTERPRISE_ATTACHMENT_GROUPS)[number]['field'];

export const enterpriseEditSchema = enterpriseFieldsSchema.extend({ id: idSchema(enterpriseMessages.notFound) });

export const enterpriseIdSchema = z.object({ id: idSchema(enterpriseMessages.notFound) });

/** `/index/User/company`: page, limit (4 in the personal center, 100 for pickers), name search. */
export const enterpriseListQuerySchema = pageSchema(4).extend({
  company_name: searchBoxSchema,
});

/** The console's queue filters: console fields, so camelCase (docs/api-conventions.md). */
export const enterpriseQueueQuerySchema = pageSchema(20).extend({
  /** '' = every status; otherwise one auth_status (-1, 0, 1, 2). */
  authStatus: z
    .union([z.literal(''), z.coerce.number().int().min(-1).max(2)])
    .optional()
    .default(''),
  companyName: searchBoxSchema,
});
