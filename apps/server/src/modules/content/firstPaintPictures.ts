import { FIRST_PAINT_HOME_ROUTE, HOME_BANNER_SLOT, responsiveSource, type FirstPaintPictures } from '@jhy/contract';
import type { PublicContentService } from './contentService.js';

/**
 * What index.html draws before the app has loaded (docs/performance.md "First paint"): the home
 * carousel's first picture, as the carousel will show it — the same `srcset` and `sizes`, so the
 * browser fetches the picture once. Read through the public content cache.
 */
export async function firstPaintPictures(content: PublicContentService): Promise<FirstPaintPictures> {
  const first = (await content.banners()).data[0];
  if (!first?.img_path) return {};
  return { [FIRST_PAINT_HOME_ROUTE]: { ...responsiveSource(first.img_path), ...HOME_BANNER_SLOT } };
}
