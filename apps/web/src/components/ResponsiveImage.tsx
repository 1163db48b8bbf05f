import type { ImgHTMLAttributes } from 'react';
import { responsiveSource } from '@jhy/contract';

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

/** A picture resized for its slot, lazy unless it is the page's main one (docs/performance.md "Pictures"). */
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
