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

/** The trading center carousel's listing pictures: the whole width on a phone, 600 px beside the text. */
export const LISTING_BANNER_SLOT: PictureSlot = { sizes: '(max-width: 768px) 100vw, 600px', width: 720, height: 450 };

/**
 * A page's main picture (its largest paint) as index.html draws it before the app's code has
 * loaded: inside `frame` (nested boxes, by class, outermost first), in a box of class `box` — the
 * classes the page itself gives it, whose rules are in the first stylesheet.
 */
export type FirstPaintPicture = PictureSlot & {
  src: string;
  srcSet?: string;
  frame: string[];
  box: string;
  /**
   * Drawn only when each parameter named here has one of the values listed in the route's query
   * ('' for absent or empty): a route that shows other content for another query draws nothing.
   */
  query?: Record<string, string[]>;
};

/**
 * A route whose picture depends on its query (a listing's id): index.html's script asks `ask` with
 * the route's query and draws the `FirstPaintPicture` (or nothing, for `null`) it answers.
 */
export interface FirstPaintQuestion {
  ask: string;
}

/**
 * The first-paint pictures by route, which the server writes into index.html's
 * `<script type="application/json" id="first-paint">` for its inline script to draw.
 */
export type FirstPaintPictures = Partial<Record<string, FirstPaintPicture | FirstPaintQuestion>>;

/** TradingDetailTwo's gallery preview: the whole width on a phone, 560 px beside the summary. */
export const LISTING_GALLERY_SLOT: PictureSlot = { sizes: '(max-width: 768px) 100vw, 560px', width: 720, height: 450 };

/**
 * The river-source map's drawing: the prefectures of the four provinces in their tints, 868 × 568
 * inside the map's 16 px margin, stretched over whatever box shows it (apps/web/pilotMapDrawing.ts
 * draws it; docs/performance.md "The pilot map"). The pilot page shows it at once, the pins over it
 * when the zones arrive. `bounds` is the outlines' extent in degrees (GCJ-02): the drawing maps it
 * linearly onto its box, and the page places a pin at the same fraction of the box.
 */
export const RIVER_SOURCE_MAP_PICTURE = {
  src: '/geo/river-source_map.svg',
  width: 868,
  height: 568,
  bounds: { west: 78.395543, east: 108.712336, south: 26.045865, north: 42.795163 },
} as const;

/**
 * Where each drawn picture goes: the routes where most visits start, their carousel's first picture,
 * a listing's first picture in its detail's gallery, and the pilot page's map.
 */
export const FIRST_PAINT_PLACES = {
  home: { route: '/main/indexHome', frame: [], box: 'home-banner__image', slot: HOME_BANNER_SLOT },
  tradingCenter: {
    route: '/main/TradingCenter',
    frame: ['trading-banner', 'jhy-container trading-banner__inner'],
    box: 'trading-banner__image',
    slot: LISTING_BANNER_SLOT,
  },
  listingGallery: {
    route: '/main/TradingDetailTwo',
    frame: ['jhy-container first-paint__listing'],
    box: 'gallery__first-paint',
    slot: LISTING_GALLERY_SLOT,
  },
  pilotMap: {
    route: '/main/PilotDemonstration',
    frame: ['jhy-container first-paint__pilot', 'pilot-map'],
    box: 'pilot-map__drawing',
    slot: { sizes: '100vw', width: RIVER_SOURCE_MAP_PICTURE.width, height: RIVER_SOURCE_MAP_PICTURE.height },
  },
} as const;

/** The first-paint entry of a picture for a place. */
export function firstPaintPicture(
  place: (typeof FIRST_PAINT_PLACES)[keyof typeof FIRST_PAINT_PLACES],
  src: string,
): FirstPaintPicture {
  return { ...responsiveSource(src), ...place.slot, frame: [...place.frame], box: place.box };
}
