import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { portalTheme } from '../app/theme';

// jsdom applies no CSS, so antd need not write any: in its zero-runtime mode it skips computing each
// component's CSS in JavaScript, which was most of these tests' time (12 → 2 minutes). The browser
// journeys (apps/web/e2e) run antd as users get it, writing its CSS at runtime
// (docs/performance.md "antd's styles").
portalTheme.zeroRuntime = true;

// findBy/waitFor wait 1 s by default: too short for antd's first render and a lazy page's chunk on a
// loaded two-core CI machine, where the server suite runs beside these (5 s was once too short for
// the trading-data page's chart). A real failure still fails, only later.
configure({ asyncUtilTimeout: 20_000 });

// jsdom has no layout engine: antd's responsive helpers ask matchMedia and observe sizes.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.location.hash = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
