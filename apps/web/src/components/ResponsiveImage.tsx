import type { ImgHTMLAttributes } from 'react';

/** The widths the server keeps of every uploaded picture (apps/server/src/infra/storage/imageVariants.ts). */
const VARIANT_WIDTHS = [320, 640, 960, 1600];

/**
 * `src` and `srcSet` for a picture: our own uploads (`/uploads/…`) are offered at each width the
 * server keeps, and the server answers each in AVIF, WebP or JPEG as the browser accepts
 * (docs/performance.md "Images"). A picture from elsewhere is used as it is.
 */
export function responsiveSource(src: string, fallbackWidth = 960): { src: string; srcSet?: string } {
  if (!src.startsWith('/uploads/') || src.includes('?')) return { src };
  return {
    src: `${src}?w=${fallbackWidth}`,
    srcSet: VARIANT_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', '),
  };
}

interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  src: string;
  /** How wide the picture is shown, as in `sizes` (e.g. '(max-width: 600px) 100vw, 300px'). */
  sizes: string;
  /** The picture's proportions (its box is set by CSS), so the page does not move when it arrives. */
  width: number;
  height: number;
  /** The page's largest picture (its LCP): fetched first and at once; every other is lazy. */
  priority?: boolean;
}

/** A picture resized for its slot, lazy unless it is the page's main one (docs/performance.md "Images"). */
export function ResponsiveImage({ src, priority = false, alt = '', ...rest }: ResponsiveImageProps) {
  return (
    <img
      {...rest}
      {...responsiveSource(src)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
