import {
  API,
  FIRST_PAINT_PLACES,
  firstPaintPicture,
  PILOT_MAP_CATEGORY,
  RIVER_SOURCE_MAP_PICTURE,
  type FirstPaintPicture,
  type FirstPaintPictures,
} from '@jhy/contract';
import type { PublicContentService } from '../content/contentService.js';
import type { PublicListings } from '../trading/publicListings.js';

/**
 * The pilot page's map, its drawing of the outlines, where the page shows the map: its first entry
 * (178) with no child chosen. The same for every visitor: it needs no data.
 */
export const PILOT_MAP_FIRST_PAINT: FirstPaintPicture = {
  ...firstPaintPicture(FIRST_PAINT_PLACES.pilotMap, RIVER_SOURCE_MAP_PICTURE.src),
  query: { idOne: ['', String(PILOT_MAP_CATEGORY)], idTwo: [''] },
};

/**
 * What index.html draws before the app has loaded (docs/performance.md "First paint"): the first
 * picture of the home carousel and of the trading center's, each as its carousel will show it —
 * the same `srcset` and `sizes`, so the browser fetches it once. A listing's detail depends on the
 * id in the address, which only the page sees: its entry says where the page asks for it. The
 * carousels' pictures are read through the caches the public calls use: a page load reads no
 * listing or article, at most the listings' change version on PostgreSQL
 * (trading/listingListCache.ts). The pilot page's map is a file of the web app's build.
 */
export async function firstPaintPictures(
  content: PublicContentService,
  listings: PublicListings,
): Promise<FirstPaintPictures> {
  const [homeBanners, listingBanners] = await Promise.all([content.banners(), listings.banners()]);
  const pictures: FirstPaintPictures = {
    [FIRST_PAINT_PLACES.listingGallery.route]: { ask: API.listingFirstPicture },
    [FIRST_PAINT_PLACES.pilotMap.route]: PILOT_MAP_FIRST_PAINT,
  };
  const home = homeBanners.data[0]?.img_path;
  if (home) pictures[FIRST_PAINT_PLACES.home.route] = firstPaintPicture(FIRST_PAINT_PLACES.home, home);
  const listing = listingBanners[0]?.product_img;
  if (listing) {
    pictures[FIRST_PAINT_PLACES.tradingCenter.route] = firstPaintPicture(FIRST_PAINT_PLACES.tradingCenter, listing);
  }
  return pictures;
}
