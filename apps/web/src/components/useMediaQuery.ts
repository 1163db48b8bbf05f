import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, right from the first render and after every change. antd's
 * `Grid.useBreakpoint()` answers only after an effect, so a page that sizes a box by it is drawn once
 * at the wrong size and then moves (a layout shift, docs/performance.md).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** antd's `md` breakpoint and the stylesheets' phone limit (max-width: 767px) meet here. */
export const WIDE_SCREEN = '(min-width: 768px)';
