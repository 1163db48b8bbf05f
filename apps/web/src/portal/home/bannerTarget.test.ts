import { describe, expect, it } from 'vitest';
import { bannerTarget } from './bannerTarget';

const item = { id: 7, add_way: 0, link: '', pdf_file: '' };

describe('bannerTarget (docs/product.md §2 Home click rules)', () => {
  it('opens the PDF for add_way 14', () => {
    expect(bannerTarget({ ...item, add_way: 14, pdf_file: '/uploads/rules.pdf' })).toEqual({
      kind: 'external',
      href: '/uploads/rules.pdf',
    });
  });

  it('opens the link for add_way 13: a portal page in this tab, a site in a new one', () => {
    expect(bannerTarget({ ...item, add_way: 13, link: '#/main/TradingCenter' })).toEqual({
      kind: 'route',
      to: '/main/TradingCenter',
    });
    expect(bannerTarget({ ...item, add_way: 13, link: 'https://www.mee.gov.cn/' })).toEqual({
      kind: 'external',
      href: 'https://www.mee.gov.cn/',
    });
  });

  it('opens the item itself (informationDetail, newType -1) otherwise, or when its file or link is missing', () => {
    const own = { kind: 'route', to: '/main/informationDetail?id=7&newType=-1' };
    expect(bannerTarget(item)).toEqual(own);
    expect(bannerTarget({ ...item, add_way: 14 })).toEqual(own);
    expect(bannerTarget({ ...item, add_way: 13, link: 'javascript:alert(1)' })).toEqual(own);
  });
});
