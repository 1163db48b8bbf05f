import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListingGallery } from './ListingGallery';

const images = ['/uploads/a.jpg', '/uploads/b.jpg'];

describe('ListingGallery', () => {
  it("draws the selected picture for its slot, first and at once (the detail's largest paint)", async () => {
    render(<ListingGallery images={images} name="林业碳汇" />);
    const picture = screen.getByRole('img', { name: '林业碳汇 图片 1' });
    expect(picture).toHaveAttribute('src', '/uploads/a.jpg?w=960');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('loading', 'eager');
    await userEvent.click(screen.getByRole('button', { name: '查看第 2 张图片' }));
    expect(screen.getByRole('img', { name: '林业碳汇 图片 2' })).toHaveAttribute('src', '/uploads/b.jpg?w=960');
  });

  it('enlarges the selected picture at its original size, and closes again', async () => {
    render(<ListingGallery images={images} name="林业碳汇" />);
    await userEvent.click(screen.getByRole('button', { name: '放大查看 林业碳汇 图片 1' }));
    const enlarged = await screen.findByRole('dialog');
    expect(enlarged.querySelector('img')).toHaveAttribute('src', '/uploads/a.jpg');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });
});
