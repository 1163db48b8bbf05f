import type {
  DisplayProductDetail,
  DisplayProductQueueRow,
  MyDisplayProduct,
  ServedFileEntry,
  ZoneConsoleRow,
  ZoneItem,
  ZoneProductCard,
} from '@jhy/contract';
import { formatChinaDateTime } from '../../infra/chinaTime.js';
import { regionTree } from '../regions/regionTree.js';
import type { DisplayProductRow, NamedProductRow } from './displayProductRepository.js';
import type { ZoneRow } from './zoneRepository.js';

const DISPLAY_CATEGORY_NAMES: Record<number, string> = { 44: '物质供给类', 59: '文化服务类', 80: '调节服务类' };
export const displayCategoryName = (id: number) => DISPLAY_CATEGORY_NAMES[id] ?? '';

const provinceName = (code: string) => regionTree().find((province) => province.value === code)?.label ?? '';

// Product images are public uploads: their address opens them as is.
const servedImages = (row: DisplayProductRow): ServedFileEntry[] =>
  row.images.map((image) => ({ name: image.name, src: image.src, url: image.src }));

export function toZoneItem(row: ZoneRow): ZoneItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    province: row.province,
    province_name: provinceName(row.province),
    lng: Number(row.lng),
    lat: Number(row.lat),
    img: row.img,
  };
}

export const toZoneConsoleRow = (row: ZoneRow): ZoneConsoleRow => ({
  zone_desc: row.zoneDesc,
  counties: row.counties.join(','),
  short_name: row.shortName,
  ...toZoneItem(row),
});

export function toProductCard({ product, zoneName }: NamedProductRow): ZoneProductCard {
  return {
    id: product.id,
    product_name: product.productName,
    product_area: product.zoneId,
    product_areaname: zoneName,
    product_category: product.category,
    product_img: servedImages(product),
  };
}

export function toProductDetail(named: NamedProductRow): DisplayProductDetail {
  const { product } = named;
  return {
    product_category_name: displayCategoryName(product.category),
    product_type: product.typeIds,
    product_type_name: product.typeName,
    product_season: product.seasonIds,
    product_season_name: product.seasonName,
    honor: product.honorIds,
    honor_name: product.honorName,
    area_name: named.areaName,
    company_name: named.companyName,
    contact_name: product.contactName,
    contact_phone: product.contactPhone,
    product_desc: product.productDesc,
    ...toProductCard(named),
  };
}

export function toMyProduct(named: NamedProductRow): MyDisplayProduct {
  const { product } = named;
  return {
    company_id: product.companyId,
    audit_status: product.auditStatus,
    remark: product.remark,
    create_time: formatChinaDateTime(product.createdAt),
    // The review version: the console sends it back with a decision.
    update_time: product.updatedAt.toISOString(),
    ...toProductDetail(named),
  };
}

export const toQueueRow = (row: NamedProductRow & { mobile: string }): DisplayProductQueueRow => ({
  user_mobile: row.mobile,
  ...toMyProduct(row),
});
