import type { ReactNode } from 'react';
import { formatAmount } from '@jhy/contract';

/** One term and its value; `className` marks the value (the price stands out). */
export interface Fact {
  term: string;
  value: ReactNode;
  className?: string;
}

/** Terms and their values, each pair in a div of its own so that a stylesheet can lay them out as a grid. */
export function FactList({ className, facts }: { className: string; facts: Fact[] }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd className={fact.className}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A listing's price and margin as its card and its detail page say them (docs/product.md §3). */
export function listingPriceFacts(listing: { price: string; margin_money: string }, priceClassName: string): Fact[] {
  return [
    { term: '挂牌价格', value: formatAmount(listing.price), className: priceClassName },
    { term: '保证金', value: formatAmount(listing.margin_money, { zeroAsDash: true }) },
  ];
}
