import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { stubApi } from '../../test/stubApi';

/** A loaded machine (several test runs at once) can take longer than the default second. */
const SLOW = { timeout: 20_000 };

const newsItem = (id: number, title: string, newType = 0) => ({
  id,
  title,
  intro: `${title}摘要`,
  source: '交易中心',
  img_path: '',
  home_img: '',
  new_type: newType,
  add_way: 0,
  link: '',
  pdf_file: '',
  pub_time: '2026-05-06 10:00:00',
  create_time: '2026-05-06 10:00:00',
});

const pageOf = (items: unknown[], total = items.length) => ({ total, page: 1, limit: 5, data: items });

describe('information center', () => {
  it('lists a tab, searches by keyword and pages, keeping all three in the address', async () => {
    const { calls } = stubApi({
      '/index/Common/sysConfig': [],
      '/index/news/index': (params: URLSearchParams) =>
        params.get('limit') === '3'
          ? pageOf([newsItem(1, '轮播新闻')])
          : pageOf(
              [
                newsItem(
                  10 + Number(params.get('page')),
                  `第${params.get('page')}页 ${params.get('keyword') ?? ''}`,
                  Number(params.get('new_type')),
                ),
              ],
              12,
            ),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/main/informationCenter');

    expect(await screen.findByText('第1页', {}, SLOW)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: '公告' }));
    await user.type(screen.getByPlaceholderText('请输入标题关键词'), '碳汇{Enter}');
    expect(await screen.findByText('第1页 碳汇', {}, SLOW)).toBeVisible();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByText('第2页 碳汇', {}, SLOW)).toBeVisible();

    expect(router.state.location.search).toBe(`?type=20&keyword=${encodeURIComponent('碳汇')}&page=2`);
    const last = calls.filter((call) => call.path === '/index/news/index').at(-1)!;
    expect(Object.fromEntries(last.params)).toMatchObject({ new_type: '20', keyword: '碳汇', page: '2', limit: '5' });
    expect(screen.getByRole('link', { name: /第2页 碳汇/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/main\/informationDetail\?id=12&newType=20$/),
    );
  });

  it("says '暂无数据...' when a tab has nothing", async () => {
    stubApi({ '/index/Common/sysConfig': [], '/index/news/index': pageOf([]) });
    renderRoute('/main/informationCenter?type=22');
    expect(await screen.findByText('暂无数据...', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('tab', { name: '成交公告' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('information detail', () => {
  it("shows a notice with '暂无' for its missing source, its body cleaned, and leads back to its tab", async () => {
    const { calls } = stubApi({
      '/index/Common/sysConfig': [],
      '/index/Notice/show': {
        ...newsItem(5, '培训班通知', 11),
        source: '',
        content: '<p>正文</p><img src=x onerror="window.hacked=1">',
      },
    });
    renderRoute('/main/informationDetail?id=5&newType=11');
    expect(await screen.findByRole('heading', { level: 1, name: '培训班通知' }, SLOW)).toBeVisible();
    expect(screen.getByText('来源：暂无')).toBeVisible();
    expect(screen.getByText('正文')).toBeVisible();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(calls.some((call) => call.path === '/index/Notice/show' && call.params.get('id') === '5')).toBe(true);
    expect(screen.getByRole('link', { name: /返回信息中心/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/main\/informationCenter\?type=11$/),
    );
  });

  it('reads a home banner item (newType -1) from its own call, and says so when an item is gone', async () => {
    stubApi({
      '/index/Common/sysConfig': [],
      '/index/index/bannerShow': { ...newsItem(3, '首页推荐', -1), content: '<p>推荐</p>' },
    });
    renderRoute('/main/informationDetail?id=3&newType=-1');
    expect(await screen.findByRole('heading', { level: 1, name: '首页推荐' }, SLOW)).toBeVisible();

    stubApi({ '/index/Common/sysConfig': [] });
    renderRoute('/main/informationDetail?id=99&newType=0');
    expect(await screen.findByText('内容不存在或已下线', {}, SLOW)).toBeVisible();
  });
});

describe('policies center', () => {
  it('opens on national policy and switches to laws and regulations', async () => {
    const { calls } = stubApi({
      '/index/Common/sysConfig': [],
      '/index/Articles/index': (params: URLSearchParams) =>
        pageOf([
          {
            ...newsItem(Number(params.get('article_type') ?? 1), `政策 ${params.get('article_type') ?? '全部'}`),
            article_type: Number(params.get('article_type')),
          },
        ]),
    });
    const user = userEvent.setup();
    renderRoute('/main/PoliciesRegulationsCenter');
    expect(await screen.findByText('政策 8', {}, SLOW)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: '法律法规' }));
    expect(await screen.findByText('政策 9', {}, SLOW)).toBeVisible();
    expect(calls.some((call) => call.params.get('article_type') === '9')).toBe(true);
  });
});

describe('about us', () => {
  it('shows the introduction and the contact details, one phone number a link', async () => {
    stubApi({
      '/index/Common/sysConfig': [
        { id: 60, name: 'about_us', title: '关于我们', content: '<p>交易中心简介</p><script>window.hacked=1</script>' },
        { id: 3, name: 'company_phone', title: '联系电话', content: '0971-6288001  0971-6288002' },
        { id: 2, name: 'company_address', title: '地址', content: '青海省西宁市城西区五四西路 66 号' },
      ],
    });
    renderRoute('/main/aboutUs');
    expect(await screen.findByText('交易中心简介', {}, SLOW)).toBeVisible();
    expect(document.querySelector('.jhy-rich-text script')).toBeNull();
    const contact = screen.getByRole('region', { name: '联系方式' });
    expect(within(contact).getByRole('link', { name: '0971-6288001' })).toHaveAttribute('href', 'tel:0971-6288001');
    expect(within(contact).getByRole('link', { name: '0971-6288002' })).toBeVisible();
    expect(within(contact).getAllByText('暂无').length).toBeGreaterThan(0);
  });
});
