import { lazy, type ComponentProps, type ComponentType, type JSXElementConstructor } from 'react';

// `any` as in React's own `lazy`: a component's props type is only known from the component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = JSXElementConstructor<any>;

/**
 * Loads a component's module and antd's theme (app/AntdScope.tsx) together, and answers the
 * component drawn inside the theme: for a route's page (`lazyPage`) and for `lazyWithAntd`.
 */
export async function loadInAntdScope<Component extends AnyComponent>(
  load: () => Promise<{ default: Component }>,
): Promise<{ default: ComponentType<ComponentProps<Component>> }> {
  const [{ default: Loaded }, { AntdScope }] = await Promise.all([load(), import('./AntdScope')]);
  const Inner = Loaded as ComponentType<ComponentProps<Component>>;
  function Themed(props: ComponentProps<Component>) {
    return (
      <AntdScope>
        <Inner {...props} />
      </AntdScope>
    );
  }
  return { default: Themed };
}

/**
 * `React.lazy` for a component that draws antd, inside antd's theme: for the antd parts of pages and
 * of the layout that are not themselves inside it; a second scope inside one is harmless (antd
 * caches the tokens).
 */
export function lazyWithAntd<Component extends AnyComponent>(load: () => Promise<{ default: Component }>) {
  return lazy(() => loadInAntdScope(load));
}
