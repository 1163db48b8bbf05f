import { describe, expect, it } from 'vitest';
import { pagerItems } from './pagerItems';

describe('pagerItems', () => {
  it('shows every page up to seven', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and five around the current page, with gaps between', () => {
    expect(pagerItems(50, 100)).toEqual([1, 'gap', 48, 49, 50, 51, 52, 'gap', 100]);
  });

  it('keeps five pages beside the first or the last near either end', () => {
    expect(pagerItems(1, 100)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 100]);
    expect(pagerItems(100, 100)).toEqual([1, 'gap', 95, 96, 97, 98, 99, 100]);
  });

  it('shows a page rather than a gap that would hide only it', () => {
    expect(pagerItems(5, 100)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 100]);
    expect(pagerItems(96, 100)).toEqual([1, 'gap', 94, 95, 96, 97, 98, 99, 100]);
    expect(pagerItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('still shows the ends for a current page outside them', () => {
    expect(pagerItems(150, 100)).toEqual([1, 'gap', 95, 96, 97, 98, 99, 100]);
    expect(pagerItems(0, 100)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 100]);
  });
});
