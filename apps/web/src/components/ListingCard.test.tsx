import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListingCard as ListingCardData } from '@jhy/contract';
import { ListingCard } from './ListingCard';

const listing = (overrides: Partial<ListingCardData> = {}): ListingCardData => ({
  id: 7,
  product_id: 'JHY-2026-000007',
  product_name: '果洛州玛可河林区林业碳汇开发项目',
  product_img: '/uploads/demo/trading/sink-1.jpg,/uploads/demo/trading/sink-2.jpg',
  first_category: 97,
  second_category: 126,
  second_category_name: '林业碳汇开发',
  classify_name: '林业碳汇开发',
  price: '860.50/万元',
  margin_money: '0/万元',
  start_time: '2026-05-01 09:00:00',
  end_time: '2026-06-30 17:00:00',
  area_name: '青海省/果洛藏族自治州/班玛县',
  enroll_status: 1,
  form_type: 1,
  ...overrides,
});

const renderCard = (data: ListingCardData) =>
  render(
    <MemoryRouter>
      <ListingCard listing={data} />
    </MemoryRouter>,
  );

describe('ListingCard', () => {
  it('shows the card fields of docs/product.md §3 and links to the disclosure detail', () => {
    renderCard(listing());
    const link = screen.getByRole('link', { name: '果洛州玛可河林区林业碳汇开发项目' });
    expect(link).toHaveAttribute('href', '/main/TradingDetailTwo?id=7');
    // Named by what it shows (WCAG 2.5.3): the link is the title, not the card under a label of its own.
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveTextContent(/^果洛州玛可河林区林业碳汇开发项目$/);
    expect(screen.getByText('正在报名中')).toHaveClass('listing-card__status', 'enroll-status--green');
    expect(screen.getByText('860.50 万元')).toBeVisible();
    expect(screen.getByText('--')).toBeVisible(); // a margin of 0
    expect(screen.getByText('2026-06-30')).toBeVisible();
    expect(screen.getByText('果洛藏族自治州 · 班玛县')).toBeVisible();
    // The cover, resized for a card (docs/performance.md "Pictures").
    expect(link.closest('.listing-card')!.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/demo/trading/sink-1.jpg?w=960',
    );
    expect(screen.queryByRole('img', { name: '已成交' })).toBeNull();
  });

  it('stamps a deal (3) in red and an ended listing (4) in grey; a product opens TradingDetail', () => {
    const { unmount } = renderCard(listing({ enroll_status: 3, form_type: 2 }));
    expect(screen.getByRole('img', { name: '已成交' })).toHaveClass('listing-card__stamp--deal');
    expect(screen.getAllByText('已成交')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/main/TradingDetail?id=7');
    unmount();
    renderCard(listing({ enroll_status: 4 }));
    expect(screen.getByRole('img', { name: '已结束' })).toHaveClass('listing-card__stamp--over');
  });
});
