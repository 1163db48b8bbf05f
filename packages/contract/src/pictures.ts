/**
 * Pictures as the server keeps them and the pages ask for them (docs/performance.md "Pictures" and
 * "First paint"): one place for the widths, the `srcSet` the pages write, and the main picture that
 * index.html draws before the app has loaded.
 */

/** The widths the server keeps of every uploaded JPEG or PNG, besides its own. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1600] as const;

/**
 * `src` and `srcSet` for a picture: our own uploads (`/uploads/…`) are offered at each width the
 * server keeps, and the server answers each in AVIF, WebP or JPEG as the browser accepts. A picture
 * from elsewhere is used as it is.
 */
export function responsiveSource(src: string, fallbackWidth = 960): { src: string; srcSet?: string } {
  if (!src.startsWith('/uploads/') || src.includes('?')) return { src };
  return {
    src: `${src}?w=${fallbackWidth}`,
    srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', '),
  };
}

/** How a page shows a picture: its `sizes` and its proportions (the width and height attributes). */
export interface PictureSlot {
  sizes: string;
  width: number;
  height: number;
}

/** The home carousel's pictures: the whole width, 1600 × 560. */
export const HOME_BANNER_SLOT: PictureSlot = { sizes: '100vw', width: 1600, height: 560 };

/** A page's main picture (its largest paint) as index.html draws it before the app's code has loaded. */
export type FirstPaintPicture = PictureSlot & { src: string; srcSet?: string };

/**
 * The first-paint pictures by route, which the server writes into index.html's
 * `<script type="application/json" id="first-paint">` for its inline script to draw.
 */
export type FirstPaintPictures = Partial<Record<string, FirstPaintPicture>>;

/** The route whose main picture is drawn first: the home page, where most visits start. */
export const FIRST_PAINT_HOME_ROUTE = '/main/indexHome';
