import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` that draws the component at once when its module has already arrived: `preload`
 * starts the loading (a route's first query does, beside the page's own code), and a first render
 * after it has arrived shows the component itself. `React.lazy` suspends on its first render even
 * then, and its Suspense fallback committed during a page's first load made React 19 hold that
 * part's reveal for its 300 ms throttle: the message center's list was drawn some 300 ms after its
 * code and data were there (docs/performance.md "No fallback for what has arrived").
 */
export function readyLazy<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let ready: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      ready = module.default;
      return module;
    }));
  const Lazy = lazy(start);
  function ReadyLazy(props: Props) {
    const Ready = ready;
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  /** Starts the loading; settles when the component can be drawn at once. */
  const preload = (): Promise<void> => start().then(() => undefined);
  return { Component: ReadyLazy, preload };
}
