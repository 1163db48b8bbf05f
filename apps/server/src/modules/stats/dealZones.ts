/**
 * The eight prefectures the deal statistics are kept by (docs/product.md §2 pilot map), with their region
 * codes. A recorded deal is counted under the prefecture of its listing.
 */
export const DEAL_ZONES = [
  { zone: '阿坝', prefecture: '5132' },
  { zone: '甘孜', prefecture: '5133' },
  { zone: '凉山', prefecture: '5134' },
  { zone: '甘南', prefecture: '6230' },
  { zone: '玉树', prefecture: '6327' },
  { zone: '果洛', prefecture: '6326' },
  { zone: '黄南', prefecture: '6323' },
  { zone: '那曲', prefecture: '5406' },
] as const;

/** Deals of listings outside the eight prefectures are counted, under this name. */
export const OTHER_ZONE = '其他';

/**
 * The prefecture of a listing: from its area code when it has one (class products), else from its
 * free-text location (the three-step form asks for 产品所在地 as text).
 */
export function dealZoneOf(listing: { areaCode: string; areaName: string }): string {
  const prefecture = listing.areaCode.split('/')[1];
  const byCode = DEAL_ZONES.find((zone) => zone.prefecture === prefecture);
  if (byCode) return byCode.zone;
  return DEAL_ZONES.find((zone) => listing.areaName.includes(zone.zone))?.zone ?? OTHER_ZONE;
}
