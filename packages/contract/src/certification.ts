import { z } from 'zod';
import { AUTH_TYPE_OTHER, TRANSFER_TYPE_INDIVIDUAL } from './ids.js';
import { idSchema } from './idSchemas.js';
import { uploadedPath } from './contentConsole.js';
import { reviewLifeCycle } from './review.js';
import { queueStatusSchema, reviewQueueQuerySchema } from './reviewQueueQuery.js';
import { mobileSchema, pageSchema, requiredText, searchBoxSchema } from './rules.js';
import { statusViewOf, type StatusBadges } from './statusBadges.js';

/** Messages of the certification application (docs/product.md §5, §8). */
export const certificationMessages = {
  companyNameRequired: '请输入企业名称',
  creditCodeRequired: '请输入统一社会信用代码',
  creditCodeInvalid: '统一社会信用代码格式不正确，请核对后重新输入',
  productNameRequired: '请输入认证产品',
  productNameInvalid: '认证产品名称之间请用逗号分隔，且每个名称不能为空',
  typeRequired: '请选择认证类型',
  typeUnknown: '认证类型不存在，请重新选择',
  otherRequired: '请输入其他认证类型',
  contactNameRequired: '请输入联系人',
  contactPhoneRequired: '请输入联系方式',
  contactAddressRequired: '请输入联系地址',
  areaRequired: '请选择产地',
  submitted: '提交成功，请等待受理',
  edited: '修改成功，请等待受理',
  notFound: '认证申请不存在',
  notEditable: '该申请已进入受理，不能再修改',
  organisationNotFound: '认证机构不存在',
} as const;

/** acceptance_status (docs/lifecycles.md): only 0 may be edited by its applicant. */
export const ACCEPTANCE_STATUS = {
  0: { label: '待受理', color: 'orange' },
  1: { label: '受理中', color: 'blue' },
  2: { label: '已受理', color: 'green' },
} as const satisfies StatusBadges;
/**
 * Acceptance (docs/lifecycles.md): a reviewer takes a pending application (0 → 1, from then on its
 * applicant can no longer edit it), then accepts it (→ 2) or sends it back (→ 0 with a remark the
 * applicant reads, who may edit it and wait again).
 */
export const CERTIFICATION_REVIEW = reviewLifeCycle<0 | 1 | 2>(
  {
    take: { from: [0], to: 1 },
    pass: { from: [0, 1], to: 2 },
    reject: { from: [0, 1], to: 0 },
  },
  { pass: '已受理', reject: '退回' },
);
export const acceptanceStatusView = statusViewOf(ACCEPTANCE_STATUS);

/** The unified social credit code's alphabet (GB 32100: no I, O, Z, S, V) and its check weights. */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** An 18-character unified social credit code whose last character is the GB 32100 check character. */
export function isValidCreditCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  const sum = USCC_WEIGHTS.reduce((total, weight, index) => total + weight * USCC_CHARS.indexOf(code[index]!), 0);
  const check = (31 - (sum % 31)) % 31;
  return USCC_CHARS[check] === code[17];
}

/** Names separated by commas (ASCII or Chinese), each trimmed and non-empty; stored joined by ','. */
const productNamesSchema = requiredText(certificationMessages.productNameRequired)
  .max(500)
  .transform((value) => value.split(/[,，]/).map((name) => name.trim()))
  .refine((names) => names.every((name) => name.length > 0), certificationMessages.productNameInvalid)
  .transform((names) => names.join(','));

/** Type ids as the form sends them: '200,205' or [200, 205]; 165 (a transferor type) never applies. */
const typeIdsSchema = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: certificationMessages.typeRequired })
  .transform((value) => (Array.isArray(value) ? value.map(String) : value.split(',')))
  .transform((parts) => parts.map((part) => part.trim()).filter(Boolean))
  .refine((parts) => parts.length > 0, certificationMessages.typeRequired)
  .refine((parts) => parts.every((part) => /^\d{1,9}$/.test(part)), certificationMessages.typeUnknown)
  .transform((parts) => [...new Set(parts.map(Number))])
  .refine((ids) => !ids.includes(TRANSFER_TYPE_INDIVIDUAL), certificationMessages.typeUnknown);

/** Each field's own rule (the page's form rules read them one by one); the rules across fields follow. */
export const certificationFieldRules = z.object({
  company_name: requiredText(certificationMessages.companyNameRequired).max(100),
  credit_code: requiredText(certificationMessages.creditCodeRequired)
    .transform((value) => value.toUpperCase())
    .refine(isValidCreditCode, certificationMessages.creditCodeInvalid),
  product_name: productNamesSchema,
  type: typeIdsSchema,
  other: z.string().trim().max(100).optional().default(''),
  contact_name: requiredText(certificationMessages.contactNameRequired).max(50),
  contact_phone: mobileSchema,
  contact_address: requiredText(certificationMessages.contactAddressRequired).max(200),
  area_code: requiredText(certificationMessages.areaRequired).max(60),
});

/** One schema for apply and edit, server and page alike (wire names as the original client sends them). */
export const certificationFieldsSchema = certificationFieldRules
  .superRefine((fields, context) => {
    if (fields.type.includes(AUTH_TYPE_OTHER) && fields.other === '') {
      context.addIssue({ code: 'custom', path: ['other'], message: certificationMessages.otherRequired });
    }
  })
  // 'other' means something only with type 205: it is not kept otherwise.
  .transform((fields) => ({ ...fields, other: fields.type.includes(AUTH_TYPE_OTHER) ? fields.other : '' }));
export type CertificationFields = z.output<typeof certificationFieldsSchema>;

export const certificationEditSchema = z.intersection(
  z.object({ id: idSchema(certificationMessages.notFound) }),
  certificationFieldsSchema,
);

/** The personal center's tab 4: 4 a page, searched by product name. */
export const myCertificationsQuerySchema = pageSchema(4, 50).extend({ product_name: searchBoxSchema });

export const organisationIdSchema = z.object({
  id: idSchema(certificationMessages.organisationNotFound),
});

// ---- The console: the acceptance queue and the organisations ----

export const certificationQueueQuerySchema = reviewQueueQuerySchema({ acceptance_status: queueStatusSchema(2) });

export const organisationMessages = {
  titleRequired: '请输入机构名称',
  titleTooLong: '机构名称不能超过 100 个字',
  saved: '保存成功',
  deleted: '删除成功',
} as const;

/** What an editor saves: a new organisation without `id`, an existing one with it. */
export const organisationSaveSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  title: requiredText(organisationMessages.titleRequired).max(100, organisationMessages.titleTooLong),
  img_path: uploadedPath,
  /** Rich text; the server sanitizes it before it is stored. */
  content: z.string().max(200_000).default(''),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
