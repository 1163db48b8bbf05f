import { lazy, type ComponentProps, type ComponentType, type JSXElementConstructor } from 'react';

/**
 * `React.lazy` for a component that draws antd: its module and antd's theme (app/AntdScope.tsx) load
 * together, and it renders inside the theme. For the antd parts of pages and of the layout that are
 * not themselves inside the theme; a second scope inside one is harmless (antd caches the tokens).
 */
// `any` as in React's own `lazy`: a component's props type is only known from the component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithAntd<Component extends JSXElementConstructor<any>>(
  load: () => Promise<{ default: Component }>,
) {
  return lazy(async () => {
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
  });
}
