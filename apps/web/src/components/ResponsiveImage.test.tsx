import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { responsiveSource } from '@jhy/contract';
import { ResponsiveImage } from './ResponsiveImage';

describe('responsiveSource', () => {
  it('offers an upload at each width the server keeps', () => {
    expect(responsiveSource('/uploads/demo/content/banner.jpg')).toEqual({
      src: '/uploads/demo/content/banner.jpg?w=960',
      srcSet:
        '/uploads/demo/content/banner.jpg?w=320 320w, /uploads/demo/content/banner.jpg?w=640 640w, ' +
        '/uploads/demo/content/banner.jpg?w=960 960w, /uploads/demo/content/banner.jpg?w=1600 1600w',
    });
  });

  it('leaves a picture from elsewhere as it is', () => {
    expect(responsiveSource('https://example.org/a.jpg')).toEqual({ src: 'https://example.org/a.jpg' });
  });
});

describe('ResponsiveImage', () => {
  it('is lazy and sized, and the page’s main picture is fetched first', () => {
    render(
      <>
        <ResponsiveImage src="/uploads/a.jpg" sizes="100vw" width={1600} height={560} alt="主图" priority />
        <ResponsiveImage src="/uploads/b.jpg" sizes="300px" width={720} height={450} alt="卡片" />
      </>,
    );
    const main = screen.getByAltText('主图');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('width', '1600');
    const card = screen.getByAltText('卡片');
    expect(card).toHaveAttribute('loading', 'lazy');
    expect(card).toHaveAttribute('height', '450');
    expect(card.getAttribute('srcset')).toContain('/uploads/b.jpg?w=320 320w');
  });
});
