import { z } from 'zod';
import { categorySonQuerySchema, type CategoryNode, type RegionOption } from '../categories.js';
import { API } from '../routes.js';
import { sysConfigEntrySchema, sysConfigQuerySchema } from '../sysConfig.js';
import { PUBLIC, routeGroup } from './defineRoute.js';
import { int, text } from './fields.js';

const systemData = routeGroup('system', PUBLIC);
const regions = routeGroup('regions', PUBLIC);

/** A category tree node, as `getCategory` answers it and the pilot menu reuses it. */
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  id: int,
  name: text,
  pid: int,
  get sonCate() {
    return z.array(categoryNodeSchema).optional();
  },
});

const regionOptionSchema: z.ZodType<RegionOption> = z.object({
  value: text,
  label: text,
  get children() {
    return z.array(regionOptionSchema).optional();
  },
});

/** Reference data every page reads: system configuration, categories, the region trees. */
export const systemApi = {
  sysConfig: systemData.read({
    path: API.sysConfig,
    summary: '系统配置：全部，或按 key 取一项',
    input: sysConfigQuerySchema,
    output: z.union([z.array(sysConfigEntrySchema), sysConfigEntrySchema]),
  }),
  getCategory: systemData.read({
    path: API.getCategory,
    summary: '分类数据（按组）',
    output: z.record(z.string(), z.array(categoryNodeSchema)),
  }),
  getCategorySon: systemData.read({
    path: API.getCategorySon,
    summary: '子分类',
    input: categorySonQuerySchema,
    output: z.array(categoryNodeSchema),
  }),
  areaInfo: regions.read({ path: API.areaInfo, summary: '全国省市县级联数据', output: z.array(regionOptionSchema) }),
  westArea: regions.read({
    path: API.westArea,
    summary: '川甘青藏四省区级联数据',
    output: z.array(regionOptionSchema),
  }),
};
