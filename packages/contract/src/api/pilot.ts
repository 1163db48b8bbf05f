import { z } from 'zod';
import { CONSOLE_API } from '../console.js';
import {
  displayProductEditSchema,
  displayProductFieldsSchema,
  displayProductIdSchema,
  displayProductQueueQuerySchema,
  myDisplayProductsQuerySchema,
  productByConditionQuerySchema,
  productListQuerySchema,
  zoneByCateQuerySchema,
  zoneListQuerySchema,
  zoneSaveSchema,
} from '../pilot.js';
import { API } from '../routes.js';
import { reviewDecisionRoute } from './console.js';
import { editorRoutes, OWN_LIST, ownParent, ownRecord, pageOf, portalRoutes, reviewerRoutes } from './defineRoute.js';
import { int, reviewedRecordFields, servedFileSchema, text } from './fields.js';
import { categoryNodeSchema } from './system.js';

const { anyone, signedIn } = portalRoutes('pilot');

export const zoneItemSchema = z.object({
  id: int,
  name: text,
  /** The pilot category it belongs to (178, or a province child of 182). */
  category: int,
  /** Province region code ('51', '62', '63', '54'). */
  province: text,
  province_name: text,
  /** The prefecture's [lng, lat] pin (GCJ-02, as the boundary data). */
  lng: z.number(),
  lat: z.number(),
  /** A picture for the card ('' when none). */
  img: text,
});

export const mapDataSchema = z.object({
  id: int,
  zone_name: text,
  lng: z.number(),
  lat: z.number(),
  count: z.array(z.object({ product_type: int, typeName: text, num: int })),
  /** Sum of the recorded deals of the zone's prefecture, in 万元, two decimals. */
  transaction_amount: z.number(),
});

export const countySchema = z.object({
  code: text,
  name: text,
  zone_id: int,
  lng: z.number(),
  lat: z.number(),
});

export const zoneIndexSchema = z.object({
  zone_project: z.array(categoryNodeSchema),
  map_data: z.array(mapDataSchema),
  zone: z.array(zoneItemSchema),
  counties: z.array(countySchema),
});

export const productCardSchema = z.object({
  id: int,
  product_name: text,
  product_area: int,
  product_areaname: text,
  product_category: int,
  product_img: z.array(servedFileSchema),
});

export const zoneDetailSchema = z.object({
  zone_info: z.object({
    id: int,
    name: text,
    zone_desc: text,
    category: int,
    province: text,
  }),
  zone_product: z.array(productCardSchema),
});

export const productDetailSchema = productCardSchema.extend({
  product_category_name: text,
  /** Type ids joined by ',' and their names joined by '、'. */
  product_type: text,
  product_type_name: text,
  product_season: text,
  product_season_name: text,
  honor: text,
  honor_name: text,
  /** The company's region labels, slash-joined. */
  area_name: text,
  company_name: text,
  contact_name: text,
  contact_phone: text,
  product_desc: text,
});

export const myProductSchema = productDetailSchema.extend({
  company_id: int,
  audit_status: int,
  ...reviewedRecordFields,
});

export const queueRowSchema = myProductSchema.extend({ user_mobile: text });

export const zoneConsoleSchema = zoneItemSchema.extend({
  zone_desc: text,
  /** County codes (6 digits) of the province, joined by ','. */
  counties: text,
  short_name: text,
});

/** Pilot demonstration: zones, the map, display products and their review (docs/pilot.md). */
export const pilotApi = {
  zoneIndex: anyone.read({
    path: API.zoneIndex,
    summary: '试点示范：菜单（177 的子分类）、地图数据（各专区产品类型数与成交额·万元）、专区、试点县',
    output: zoneIndexSchema,
  }),
  zoneList: anyone.read({
    path: API.zoneList,
    summary: '专区详情与其审核通过的产品（category 0/44/59/80 筛选；zone_desc 为净化后的 HTML）',
    input: zoneListQuerySchema,
    output: zoneDetailSchema,
  }),
  zoneByCate: anyone.read({
    path: API.zoneByCate,
    summary: '某试点分类（cateId）或其子分类（cateSonId）下的专区',
    input: zoneByCateQuerySchema,
    output: z.array(z.object({ id: int, name: text })),
  }),
  zoneProductCheck: anyone.read({
    path: API.zoneProductCheck,
    summary: '专区特色产品详情（仅审核通过）',
    input: displayProductIdSchema,
    output: productDetailSchema,
  }),
  productIndex: anyone.read({
    path: API.productIndex,
    summary: '展示产品列表（仅审核通过，分页，可按专区、类别、名称筛选）',
    input: productListQuerySchema,
    output: pageOf(productCardSchema),
  }),
  productCheck: anyone.read({
    path: API.productCheck,
    summary: '展示产品详情（仅审核通过）',
    input: displayProductIdSchema,
    output: productDetailSchema,
  }),
  productByCondition: anyone.read({
    path: API.productByCondition,
    summary: '某省（propid，如 51）或某州（citypid，如 5133）专区的展示产品（仅审核通过）',
    input: productByConditionQuerySchema,
    output: z.array(productCardSchema),
  }),
  zoneProductAdd: signedIn.write({
    owner: ownParent('enterprise', 'company_id'),
    path: API.zoneProductAdd,
    summary: '发布展示产品（本人已认证企业；待审核）',
    input: displayProductFieldsSchema,
    output: myProductSchema,
  }),
  myZoneProducts: signedIn.read({
    owner: OWN_LIST,
    path: API.myZoneProducts,
    summary: '我的展示产品（分页，按产品名称搜索，含审核状态）',
    input: myDisplayProductsQuerySchema,
    output: pageOf(myProductSchema),
  }),
  myZoneProductEdit: signedIn.write({
    owner: ownRecord('displayProduct'),
    path: API.myZoneProductEdit,
    summary: '修改本人的展示产品（重新进入审核）',
    input: displayProductEditSchema,
    output: myProductSchema,
  }),
  displayProductQueue: reviewerRoutes.read({
    path: CONSOLE_API.pilotProductQueue,
    summary: '展示产品审核队列（按状态、名称筛选，分页）',
    input: displayProductQueueQuerySchema,
    output: pageOf(queueRowSchema),
  }),
  displayProductDetail: reviewerRoutes.read({
    path: CONSOLE_API.pilotProductDetail,
    summary: '展示产品详情（审核用）',
    input: displayProductIdSchema,
    output: queueRowSchema,
  }),
  displayProductDecide: reviewDecisionRoute(
    CONSOLE_API.pilotProductDecide,
    '展示产品审核：通过 / 退回（退回须填写意见）',
    queueRowSchema,
  ),
  zoneConsoleList: editorRoutes.read({
    path: CONSOLE_API.pilotZones,
    summary: '专区（编辑用，含介绍与所辖县）',
    output: z.array(zoneConsoleSchema),
  }),
  zoneSave: editorRoutes.write({
    path: CONSOLE_API.pilotZoneSave,
    summary: '修改专区：名称、介绍（富文本，净化后保存）、省份、分类、所辖县',
    input: zoneSaveSchema,
    output: zoneConsoleSchema,
  }),
};

/** A zone as cards, pickers and the map list it. */
export type ZoneItem = z.output<typeof zoneItemSchema>;
export type ZoneMapData = z.output<typeof mapDataSchema>;
/** A named pilot county with its pin, for the province-level view. */
export type PilotCounty = z.output<typeof countySchema>;
export type ZoneIndex = z.output<typeof zoneIndexSchema>;
/** A product card in a zone (docs/product.md §3 "Zone / special product"). */
export type ZoneProductCard = z.output<typeof productCardSchema>;
export type ZoneDetail = z.output<typeof zoneDetailSchema>;
/** A display product's public detail (docs/product.md §3 "special product"). */
export type DisplayProductDetail = z.output<typeof productDetailSchema>;
/** A display product as its owner and the console see it. */
export type MyDisplayProduct = z.output<typeof myProductSchema>;
export type DisplayProductQueueRow = z.output<typeof queueRowSchema>;
/** A zone as the console edits it. */
export type ZoneConsoleRow = z.output<typeof zoneConsoleSchema>;
