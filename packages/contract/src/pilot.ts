import { z } from 'zod';
import type { CategoryNode } from './categories.js';
import { UPLOAD_LIMITS } from './constants.js';
import { fileListSchema } from './files.js';
import { DISPLAY_CATEGORY } from './ids.js';
import { idFilterSchema, idSchema } from './idSchemas.js';
import { reviewLifeCycle } from './review.js';
import { queueStatusSchema, reviewQueueQuerySchema } from './reviewQueueQuery.js';
import { mobileSchema, pageSchema, requiredText, searchBoxSchema } from './rules.js';
import { AUDIT_STATUS, auditStatusView } from './trading.js';

/**
 * The pilot demonstration (docs/pilot.md): zones, their display products, the river-source map.
 * Messages of the display-product form (docs/product.md §5 "Display product", §8 '添加失败').
 */
export const pilotMessages = {
  companyRequired: '请选择企业',
  companyNotVerified: '请选择已认证的企业',
  noVerifiedCompany: '请先返回个人中心添加企业',
  zoneRequired: '请选择专区',
  zoneUnknown: '专区不存在，请重新选择',
  categoryRequired: '请选择产品类别',
  categoryUnknown: '产品类别不存在，请重新选择',
  productNameRequired: '请输入产品名称',
  productTypeRequired: '请选择产品类型',
  productTypeUnknown: '产品类型不属于所选类别，请重新选择',
  honorUnknown: '产品荣誉不属于所选类别，请重新选择',
  seasonRequired: '请选择产品季节',
  seasonUnknown: '产品季节不存在，请重新选择',
  contactNameRequired: '请输入联系人',
  contactPhoneRequired: '请输入联系电话',
  productImgRequired: '请上传产品图片',
  productImgNotOwn: '产品图片须为本人上传的文件',
  addFailed: '添加失败',
  submitted: '提交成功，请等待审核',
  edited: '修改成功，请等待审核',
  productNotFound: '产品不存在',
  zoneNotFound: '专区不存在',
  zoneNameRequired: '请输入专区名称',
  zoneProvinceRequired: '请选择所属省份',
  zoneCategoryUnknown: '专区分类不存在，请重新选择',
  zoneCountyUnknown: '所辖县不在所选省份内，请重新选择',
  saved: '保存成功',
} as const;

/** Display-product review states (docs/lifecycles.md): a listing's three, of which only 1 is public. */
export const DISPLAY_AUDIT_STATUS = AUDIT_STATUS;
/**
 * Review of display products (docs/lifecycles.md): a pending product (0) is passed (→ 1, public) or
 * sent back with a remark (→ 2); a passed one may still be withdrawn (→ 2). The owner's edit returns it to 0.
 */
export const DISPLAY_PRODUCT_REVIEW = reviewLifeCycle<0 | 1 | 2>(
  { pass: { from: [0], to: 1 }, reject: { from: [0, 1], to: 2 } },
  { reject: '退回' },
);
export const displayAuditStatusView = auditStatusView;

/** The three display categories; the product-detail tabs filter on them (0 = all). */
export const DISPLAY_CATEGORY_IDS = [
  DISPLAY_CATEGORY.materialSupply,
  DISPLAY_CATEGORY.culturalServices,
  DISPLAY_CATEGORY.regulationServices,
] as const;

/**
 * The category groups a multi-select is checked against, per display category: types are the
 * category's own children, honours its honour group; seasons only exist for material supply (44).
 */
export const DISPLAY_OPTION_GROUPS: Record<number, { honours: string | null; seasons: boolean }> = {
  [DISPLAY_CATEGORY.materialSupply]: { honours: 'supplyhonr', seasons: true },
  [DISPLAY_CATEGORY.culturalServices]: { honours: 'culturehonr', seasons: false },
  [DISPLAY_CATEGORY.regulationServices]: { honours: null, seasons: false },
};

const required = (message: string, max = 100) => requiredText(message).max(max);

/** Ids as a multi-select sends them: '47,48' or [47, 48]; stored sorted and unique. */
const idListSchema = (message: string) =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: message })
    .transform((value) => (Array.isArray(value) ? value.map(String) : String(value).split(',')))
    .transform((parts) => parts.map((part) => part.trim()).filter(Boolean))
    .refine((parts) => parts.every((part) => /^\d{1,9}$/.test(part)), message)
    .transform((parts) => [...new Set(parts.map(Number))].sort((a, b) => a - b));

/** Each field's own rule; the page's form reads them one by one. */
export const displayProductFieldRules = z.object({
  company_id: idSchema(pilotMessages.companyRequired),
  product_area: idSchema(pilotMessages.zoneRequired),
  product_category: idSchema(pilotMessages.categoryRequired),
  product_name: required(pilotMessages.productNameRequired),
  product_type: idListSchema(pilotMessages.productTypeUnknown).refine(
    (ids) => ids.length > 0,
    pilotMessages.productTypeRequired,
  ),
  honor: idListSchema(pilotMessages.honorUnknown).optional().default([]),
  product_season: idListSchema(pilotMessages.seasonUnknown).optional().default([]),
  contact_name: required(pilotMessages.contactNameRequired, 50),
  contact_phone: mobileSchema,
  product_img: fileListSchema({ required: pilotMessages.productImgRequired, max: UPLOAD_LIMITS.productImagesMax }),
  product_desc: z.string().max(20_000).optional().default(''),
});

/**
 * One schema for add and edit, server and page alike. Season is required only for 44 and not kept
 * for 59 and 80; whether each id belongs to its category group is the server's check (the groups
 * are data).
 */
export const displayProductFieldsSchema = displayProductFieldRules
  .superRefine((fields, context) => {
    if (fields.product_category === DISPLAY_CATEGORY.materialSupply && fields.product_season.length === 0) {
      context.addIssue({ code: 'custom', path: ['product_season'], message: pilotMessages.seasonRequired });
    }
  })
  .transform((fields) => ({
    ...fields,
    product_season: fields.product_category === DISPLAY_CATEGORY.materialSupply ? fields.product_season : [],
    honor: DISPLAY_OPTION_GROUPS[fields.product_category]?.honours ? fields.honor : [],
  }));
export type DisplayProductFields = z.output<typeof displayProductFieldsSchema>;

export const displayProductEditSchema = z.intersection(
  z.object({ id: idSchema(pilotMessages.productNotFound) }),
  displayProductFieldsSchema,
);

export const displayProductIdSchema = z.object({ id: idSchema(pilotMessages.productNotFound) });
export const zoneIdSchema = z.object({ id: idSchema(pilotMessages.zoneNotFound) });

/** A display-category filter: 0 or absent = all; otherwise 44 / 59 / 80 (anything else: all). */
const categoryFilter = z.coerce
  .number()
  .int()
  .refine((value) => value === 0 || (DISPLAY_CATEGORY_IDS as readonly number[]).includes(value))
  .catch(0)
  .default(0);

/** /index/zone/list: a zone and its passed products, optionally of one display category. */
export const zoneListQuerySchema = zoneIdSchema.extend({ category: categoryFilter });

/** /index/zone/getZoneByCate: the zones of a pilot category (cateId) or of one child (cateSonId). */
export const zoneByCateQuerySchema = z.object({
  cateId: idFilterSchema(),
  cateSonId: idFilterSchema(),
});

/** /index/Product/index: passed display products, newest first, optionally of one zone or category. */
export const productListQuerySchema = pageSchema(10).extend({
  zone_id: idFilterSchema(),
  category: categoryFilter,
  keyword: searchBoxSchema,
});

/** A region code used as a filter: one not of `pattern` (or absent) means no filter, never an error. */
const regionCodeFilter = (pattern: RegExp) => z.string().trim().regex(pattern).optional().catch(undefined);

/** /index/Product/getretbycondity: passed display products of a province (propid) or prefecture (citypid) code. */
export const productByConditionQuerySchema = z.object({
  propid: regionCodeFilter(/^\d{2}(0000)?$/),
  citypid: regionCodeFilter(/^\d{4}(00)?$/),
});

/** The personal center's display products: 4 a page, searched by product name. */
export const myDisplayProductsQuerySchema = pageSchema(4, 50).extend({ product_name: searchBoxSchema });

// ---- What the calls answer ----

/** One row of the map's tooltip: the zone's passed products of a display category. */
export interface ZoneTypeCount {
  product_type: number;
  typeName: string;
  num: number;
}

/** A pilot-menu node (children of 177): a category node, as `getCategory` answers it. */
export type PilotMenuNode = CategoryNode;

// ---- The console ----

export const displayProductQueueQuerySchema = reviewQueueQuerySchema({ audit_status: queueStatusSchema(2) });

/** What a zone editor saves (an existing zone: the eight prefectures are reference data). */
export const zoneSaveSchema = z.object({
  id: idSchema(pilotMessages.zoneNotFound),
  name: required(pilotMessages.zoneNameRequired, 50),
  /** Rich text; the server sanitizes it before it is stored. */
  zone_desc: z.string().max(200_000).default(''),
  province: z
    .string({ error: pilotMessages.zoneProvinceRequired })
    .trim()
    .regex(/^\d{2}$/, pilotMessages.zoneProvinceRequired),
  category: idSchema(pilotMessages.zoneCategoryUnknown),
  counties: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')))
    .transform((parts) => [...new Set(parts.map((part) => part.trim()).filter(Boolean))])
    .refine((parts) => parts.every((part) => /^\d{6}$/.test(part)), pilotMessages.zoneCountyUnknown)
    .default([]),
});
