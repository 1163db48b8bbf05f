import { Suspense, useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@jhy/contract';
import { lazyWithAntd } from '../app/lazyWithAntd';

/** antd's FloatButton (with its tooltip machinery) is loaded only once someone scrolls. */
const FloatingBackTop = lazyWithAntd(() => import('./FloatingBackTop'));

function scrolledPastThreshold(): boolean {
  return window.scrollY > BACK_TO_TOP_THRESHOLD_PX;
}

/** The back-to-top button (docs/product.md §2): appears after scrolling more than 100 px. */
export function BackToTop() {
  const [needed, setNeeded] = useState(scrolledPastThreshold);

  useEffect(() => {
    if (needed) return;
    const onScroll = () => {
      if (scrolledPastThreshold()) setNeeded(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <FloatingBackTop />
    </Suspense>
  );
}
