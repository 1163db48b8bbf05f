import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { stubApi } from '../../test/stubApi';

/** A loaded machine (several test runs at once) can take longer than the default second. */
const SLOW = { timeout: 20_000 };

const product = {
  id: 7,
  product_name: '理塘牦牛酸奶',
  product_area: 2,
  product_areaname: '甘孜州',
  product_category: 59,
  product_img: [{ name: 'yak.png', src: '/uploads/yak.png', url: '/uploads/yak.png' }],
  product_category_name: '文化服务类',
  product_type: '65',
  product_type_name: '民宿',
  product_season: '',
  product_season_name: '',
  honor: '',
  honor_name: '',
  area_name: '四川省/甘孜藏族自治州/理塘县',
  company_name: '理塘高原牧业',
  contact_name: '扎西',
  contact_phone: '13897601234',
  product_desc: '<p>高原牧场的鲜奶</p>',
};

const breadcrumb = () => within(document.querySelector<HTMLElement>('.jhy-page__breadcrumb')!);

describe('SpecialGoodsDetail', () => {
  it('leads back along the zone trail it was opened from, and says 暂无 for no season or honours', async () => {
    stubApi({ '/index/Common/sysConfig': [], '/index/ZoneProduct/check': product });
    renderRoute('/main/SpecialGoodsDetail?id=7&specialGood=2&idOne=178&zoneTitle=甘孜州&zone_infoName=甘孜州');
    expect(await screen.findByRole('heading', { name: '理塘牦牛酸奶' }, SLOW)).toBeVisible();
    expect(breadcrumb().getByRole('link', { name: '试点示范' })).toHaveAttribute(
      'href',
      '/main/PilotDemonstration?from=index&idOne=178&idTwo=',
    );
    expect(breadcrumb().getByRole('link', { name: '甘孜州专区' })).toHaveAttribute(
      'href',
      `/main/ZoneIntroduction?id=2&idOne=178&zoneTitle=${encodeURIComponent('甘孜州')}`,
    );
    expect(within(document.querySelector<HTMLElement>('.good-detail')!).getAllByText('暂无')).toHaveLength(2);
  });

  it('has 首页 alone before the product when opened from the home page', async () => {
    stubApi({ '/index/Common/sysConfig': [], '/index/ZoneProduct/check': product });
    renderRoute('/main/SpecialGoodsDetail?id=7&home=home');
    expect(await screen.findByRole('heading', { name: '理塘牦牛酸奶' }, SLOW)).toBeVisible();
    expect(
      breadcrumb()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['首页']);
  });
});
