/** How each kind of placeholder is built: cards stand in a list like the cards they stand for, lines in a plain block. */
const KINDS = {
  cards: { box: 'ul', boxClass: '', item: 'li', itemClass: 'home-placeholder home-placeholder--card' },
  lines: { box: 'div', boxClass: 'home-placeholder', item: 'span', itemClass: 'home-placeholder__line' },
} as const;

/**
 * Grey shapes while a home section (or its code) loads, `count` of them: a CSS placeholder (antd's
 * Skeleton would weigh on the first load). `className` places the box (the listings' grid).
 */
export function HomePlaceholder({
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
