import { PILOT_MAP_CATEGORY } from '@jhy/contract';

/** The home page (the root redirects here, docs/product.md §2). */
export const HOME_PATH = '/main/indexHome';
/** The same as an `href`: antd's link buttons render a plain anchor, so they need the hash. */
export const HOME_PATH_HREF = `#${HOME_PATH}`;

/**
 * The pilot demonstration page as the header and home page open it: `from=index` and the category
 * ids the product's links carry (178 the river-source map; 182/183 the non-pilot provinces).
 */
export function pilotDemonstrationPath(idOne: number = PILOT_MAP_CATEGORY, idTwo: number | '' = ''): string {
  return `/main/PilotDemonstration?from=index&idOne=${idOne}&idTwo=${idTwo}`;
}

/** The information center (docs/product.md §2), optionally on one tab: new_type 0/20/21/22, or 11 for notices. */
export const INFORMATION_CENTER_PATH = '/main/informationCenter';
export function informationCenterPath(newType?: number): string {
  return newType === undefined ? INFORMATION_CENTER_PATH : `${INFORMATION_CENTER_PATH}?type=${newType}`;
}
/** A news item's page: `newType` 0/20/21/22 news, 11 notice, -1 a home banner item. */
export function informationDetailPath(id: number, newType: number): string {
  return `/main/informationDetail?id=${id}&newType=${newType}`;
}

export const POLICIES_CENTER_PATH = '/main/PoliciesRegulationsCenter';
export function policiesCenterPath(articleType?: number): string {
  return articleType === undefined ? POLICIES_CENTER_PATH : `${POLICIES_CENTER_PATH}?type=${articleType}`;
}
export function policyDetailPath(id: number, articleType: number): string {
  return `/main/PoliciesRegulationsDetail?id=${id}&type=${articleType}`;
}
