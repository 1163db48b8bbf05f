/** Header tab indexes in the product's order (§1), as kept on the device under STORAGE_KEYS.selectedTab. */
export const HEADER_TAB = {
  none: -1,
  home: 0,
  trading: 1,
  pilot: 2,
  certification: 3,
  policies: 4,
  information: 5,
  aboutUs: 6,
} as const;
