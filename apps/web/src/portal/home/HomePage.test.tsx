import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { stubApi } from '../../test/stubApi';

/** A loaded machine (several test runs at once) can take longer than the default second. */
const SLOW = { timeout: 20_000 };

const item = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  intro: '',
  source: '',
  img_path: `/uploads/demo/content/${id}.jpg`,
  home_img: '',
  new_type: 0,
  add_way: 0,
  link: '',
  pdf_file: '',
  pub_time: '2026-05-06 10:00:00',
  create_time: '2026-05-06 10:00:00',
  ...extra,
});
const listing = (id: number, limit: string | null) => ({
  id,
  product_id: `JHY-TH-2026-${String(id).padStart(4, '0')}`,
  product_name: `林业碳汇项目 ${id}（limit ${limit}）`,
  product_img: '',
  first_category: 1,
  second_category: 126,
  second_category_name: '林业碳汇开发',
  classify_name: '林业碳汇',
  price: '120/万元',
  margin_money: '0/万元',
  start_time: '2026-05-01 00:00:00',
  end_time: '2026-06-30 17:00:00',
  area_name: '青海省/玉树藏族自治州/称多县',
  enroll_status: 1,
  form_type: 1,
});
const page = (data: unknown[]) => ({ total: data.length, page: 1, limit: 6, data });

function stubHome() {
  return stubApi({
    '/index/Common/sysConfig': [
      { id: 61, name: 'green_finance_url', title: '绿色金融', content: 'https://finance.example.cn/' },
    ],
    '/index/index/homePage': {
      total: 3,
      data: [
        item(1, '图文推荐', { new_type: -1 }),
        item(2, '交易规则', { new_type: -1, add_way: 14, pdf_file: '/uploads/demo/content/trading-rules.pdf' }),
        item(3, '林业碳汇', { new_type: -1, add_way: 13, link: '#/main/TradingCenter' }),
      ],
    },
    '/index/index/homeNotice': {
      notice: page([item(11, '培训班通知', { new_type: 11 })]),
      news: page([item(21, '平台成交额突破 3 亿元'), item(22, '首批林业碳汇项目挂牌')]),
      top: item(21, '平台成交额突破 3 亿元', { intro: '累计成交 186 宗' }),
    },
    '/index/Listingproject/index': (params: URLSearchParams) => ({
      total: 30,
      // More than ten, as a server ignoring `limit` might send: the home page shows ten.
      data: Array.from({ length: 12 }, (_, index) => listing(index + 1, params.get('limit'))),
    }),
  });
}

describe('home page', () => {
  it('opens each banner by its add_way: its own page, its PDF in a new tab, its link', async () => {
    stubHome();
    renderRoute('/main/indexHome');
    const carousel = await screen.findByRole('region', { name: '首页轮播' }, SLOW);
    const links = within(carousel).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/main/informationDetail?id=1&newType=-1',
      '/uploads/demo/content/trading-rules.pdf',
      '/main/TradingCenter',
    ]);
    expect(links[1]).toHaveAttribute('target', '_blank');
  });

  it('shows the top news and the notice / policy-news tabs with their more links', async () => {
    stubHome();
    const user = userEvent.setup();
    renderRoute('/main/indexHome');
    expect(await screen.findByText('累计成交 186 宗', {}, SLOW)).toBeVisible();
    expect(await screen.findByRole('link', { name: '培训班通知' }, SLOW)).toHaveAttribute(
      'href',
      '/main/informationDetail?id=11&newType=11',
    );
    expect(screen.getByRole('link', { name: '更多通知公告' })).toHaveAttribute(
      'href',
      '/main/informationCenter?type=11',
    );

    await user.click(screen.getByRole('tab', { name: '政策新闻' }));
    expect(screen.getByRole('link', { name: '首批林业碳汇项目挂牌' })).toBeVisible();
    expect(screen.getByRole('link', { name: '更多政策新闻' })).toHaveAttribute(
      'href',
      '/main/informationCenter?type=0',
    );
  });

  it('opens green finance, from configuration, in a new tab', async () => {
    stubHome();
    renderRoute('/main/indexHome');
    await waitFor(
      () =>
        expect(screen.getByRole('link', { name: /绿色金融/ })).toHaveAttribute('href', 'https://finance.example.cn/'),
      SLOW,
    );
    expect(screen.getByRole('link', { name: /绿色金融/ })).toHaveAttribute('target', '_blank');
  });
});

describe('home listings', () => {
  it('shows ten listed projects and a more link to the trading center', async () => {
    stubHome();
    renderRoute('/main/indexHome');
    const section = await screen.findByRole('region', { name: '挂牌项目' }, SLOW);
    await waitFor(() => expect(within(section).getAllByRole('link', { name: /林业碳汇项目/ })).toHaveLength(10), SLOW);
    expect(within(section).getByRole('link', { name: '林业碳汇项目 1（limit 10）' })).toBeVisible();
    expect(within(section).getByRole('link', { name: '更多挂牌项目' })).toHaveAttribute('href', '/main/TradingCenter');
  });
});
