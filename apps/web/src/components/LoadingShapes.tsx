import './loadingShapes.css';

/** How each kind of shape is built: cards stand in a list like the cards they stand for, lines in a plain block. */
const KINDS = {
  cards: { box: 'ul', boxClass: '', item: 'li', itemClass: 'loading-shape loading-shape--card' },
  lines: { box: 'div', boxClass: 'loading-shapes', item: 'span', itemClass: 'loading-shape loading-shape--line' },
} as const;

/**
 * Grey shapes while a public list (or its code) loads, `count` of them. Plain CSS rather than antd's
 * Skeleton: the home page and the trading center show these on their first screen, where an antd
 * component costs its CSS-in-JS work in the first render (docs/performance.md "Plain markup on first
 * screens"). `className` places the box (a page's card grid).
 */
export function LoadingShapes({
  kind,
  count,
  className = KINDS[kind].boxClass,
}: {
  kind: keyof typeof KINDS;
  count: number;
  className?: string;
}) {
  const { box: Box, item: Item, itemClass } = KINDS[kind];
  return (
    <Box className={className} aria-busy="true" aria-label="加载中">
      {Array.from({ length: count }, (_, index) => (
        <Item key={index} className={itemClass} />
      ))}
    </Box>
  );
}
