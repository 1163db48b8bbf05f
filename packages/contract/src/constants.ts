/** Business constants of docs/product.md §9. */
export const PAGE_SIZE = {
  personalCenter: 4,
  trading: 10,
  information: 5,
  companyPicker: 100,
} as const;
/** The largest page any list answers, whatever `limit` asks for. */
export const MAX_PAGE_SIZE = 100;

/**
 * The public list reads and counts at most this many matches (docs/performance.md "Bounded lists"):
 * beyond it a page is empty and `total` is this number + 1, which the trading center shows as
 * "more than". 1 000 rows are the trading center's first 100 pages; past them a visitor narrows the
 * list by class, status or name. A bound that every filter reaches on a large table makes a count's
 * time the same whatever the table's size, where 10 000 let a filter's count grow eightfold from 10k
 * to 1M listings. Here, in a module without zod, because the trading center's page reads it.
 */
export const PUBLIC_LIST_ROW_LIMIT = 1_000;

export const CAROUSEL = { bannerMax: 5, newsCarousel: 3, intervalMs: 4000 } as const;
export const HOME = { projects: 10, newsItems: 6 } as const;
export const ZONE_INTRO = { featuredProducts: 8, news: 3 } as const;
export const GALLERY_THUMBS_PER_PAGE = 5;
export const BACK_TO_TOP_THRESHOLD_PX = 100;
export const MAP_SIZE = { width: 900, height: 600 } as const;
export const SMS_COUNTDOWN_SECONDS = 60;

export const UPLOAD_LIMITS = {
  avatarBytes: 2 * 1024 * 1024,
  productImageBytes: 10 * 1024 * 1024,
  productImagesMax: 5,
  enrollFilesMax: 8,
  disclosureFilesMax: 3,
  enterpriseFileBytes: 20 * 1024 * 1024,
  enterpriseFilesPerGroup: 8,
} as const;

/**
 * Where index.html leaves the first calls it made for the page (`window[FIRST_ANSWERS_GLOBAL]`, each
 * `{ path, body, token, sentAt, answer }`; the calls are firstAnswers.ts's FIRST_ANSWERS); the app's
 * client takes one at most once (docs/performance.md "A first screen's data before the app").
 */
export const FIRST_ANSWERS_GLOBAL = '__jhyFirstAnswers';

/** Keys the browser keeps (docs/product.md §2, §4): one list, so that logout can clear every one of them. */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'user_id',
  profile: 'userProfile',
  selectedTab: 'selectIndex',
  redirectPath: 'redirectPath',
  rememberedMobile: 'rememberMobile',
  flagProductForm: 'productForm',
  flagAddCompany: 'addCompany',
  flagApplyForm: 'applyForm',
} as const;
