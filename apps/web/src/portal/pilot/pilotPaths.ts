import { DISPLAY_CATEGORY } from '@jhy/contract';

/** The zone pages (docs/product.md §2 "Pilot demonstration") and the query each one reads. */

/** What the zone pages carry along, so that their breadcrumb leads back to the menu entry they came from. */
export interface ZoneTrail {
  id: number;
  idOne: number;
  zoneTitle: string;
}

const trailQuery = ({ id, idOne, zoneTitle }: ZoneTrail) =>
  `id=${id}&idOne=${idOne}&zoneTitle=${encodeURIComponent(zoneTitle)}`;

export const zonePath = (trail: ZoneTrail) => `/main/ZoneIntroduction?${trailQuery(trail)}`;

export const zoneProductsPath = (trail: ZoneTrail, category = 0) =>
  `/main/ZoneProductDetails?${trailQuery(trail)}&category=${category}`;

/** A product of a zone; its breadcrumb is the zone trail. */
export const zoneGoodPath = (productId: number, trail: ZoneTrail) =>
  `/main/SpecialGoodsDetail?id=${productId}&specialGood=${trail.id}&idOne=${trail.idOne}` +
  `&zoneTitle=${encodeURIComponent(trail.zoneTitle)}&zone_infoName=${encodeURIComponent(trail.zoneTitle)}`;

/** The tabs of a zone's products: all (0) and the three display categories, filtered by the server. */
export const DISPLAY_TABS = [
  { key: 0, label: '全部' },
  { key: DISPLAY_CATEGORY.materialSupply, label: '物质供给类' },
  { key: DISPLAY_CATEGORY.culturalServices, label: '文化服务类' },
  { key: DISPLAY_CATEGORY.regulationServices, label: '调节服务类' },
] as const;
