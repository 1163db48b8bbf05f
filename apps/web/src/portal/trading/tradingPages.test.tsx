import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  API,
  PAGE_SIZE,
  PUBLIC_LIST_ROW_LIMIT,
  STORAGE_KEYS,
  type DealVerification,
  type ListingCard,
  type ListingDetail,
  type ListingStanding,
} from '@jhy/contract';
import { renderRoute } from '../../test/renderRoute';
import { EMPTY_CLASS_FORM_FIELDS } from '../../test/listingFixtures';
import { stubApi } from '../../test/stubApi';

// jsdom cannot draw on a canvas; the charts' options are tested on their own (chartOptions.test.ts).
vi.mock('../../components/EChart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const SLOW = { timeout: 20_000 };

const card = (id: number, overrides: Partial<ListingCard> = {}): ListingCard => ({
  id,
  product_id: `JHY-2026-${String(id).padStart(6, '0')}`,
  product_name: `挂牌项目 ${id}`,
  product_img: '/uploads/demo/trading/sink-1.jpg',
  first_category: 97,
  second_category: 126,
  second_category_name: '林业碳汇开发',
  classify_name: '林业碳汇开发',
  price: '100.00/万元',
  margin_money: '10.00/万元',
  start_time: '2026-05-01 09:00:00',
  end_time: '2026-06-30 17:00:00',
  area_name: '青海省/果洛藏族自治州/玛沁县',
  enroll_status: 1,
  form_type: 1,
  ...overrides,
});

const detail = (overrides: Partial<ListingDetail> = {}): ListingDetail => ({
  ...card(5),
  first_category_name: '林业资源类',
  address: '',
  area_code: '63/6326/632621',
  quantity: '1200/亩',
  margin_level: '10.00',
  contacts_name: '王海燕',
  contacts_phone: '0971-6288001',
  product_desc: '<p>标的描述<script>alert(1)</script></p>',
  show_transfer_name: 1,
  show_transfer_code: 1,
  transfer_name: '果洛州碳汇林业开发有限公司',
  transfer_type: 164,
  transfer_type_name: '企业法人',
  transfer_code: '91632621MA7C482917',
  internal_decision_type: 170,
  internal_decision_type_name: '股东会决议',
  pay_type: '一次性付款',
  other_condition: '其他条件',
  transferee: '受让方资格',
  important_content: '重大事项',
  pay_deadline: '5 个工作日内',
  pay_msg: '付款说明',
  account_name: '江河源生态环境交易中心有限公司',
  open_bank: '中国农业银行西宁城西支行',
  account: '28100104000088666',
  margin_money_method: '银行转账',
  disclosure_file: [{ index: 0, name: '产权转让信息披露公告.pdf' }],
  notice_time: '2026-05-01 至 2026-06-30',
  potential_buyer: 3,
  nopotential_buyer: '',
  pin: '',
  free: null,
  ...EMPTY_CLASS_FORM_FIELDS,
  company_name: '果洛州碳汇林业开发有限公司',
  ...overrides,
});

const config = [
  { id: 44, name: 'trading_notice', title: '交易须知', content: '<p>须知正文</p>' },
  { id: 45, name: 'risk_warning', title: '风险提示', content: '<p>风险正文</p>' },
  { id: 70, name: 'trading_site_url', title: '', content: 'https://trade.example.cn/' },
  { id: 71, name: 'trading_contact_name', title: '', content: '马经理' },
  { id: 72, name: 'trading_contact_phone', title: '', content: '0971-6288015 0971-6288016' },
];

/** Opens a listing's page at `route`, the server answering the site's configuration and this listing. */
function openListing(route: string, overrides: Partial<ListingDetail>) {
  stubApi({ [API.sysConfig]: config, [API.listingCheck]: detail(overrides) });
  return renderRoute(route);
}

const categories = {
  project_type: [
    { id: 98, pid: 0, name: '环境权益类', sonCate: [{ id: 100, pid: 98, name: '碳排放权' }] },
    { id: 97, pid: 0, name: '林业资源类', sonCate: [{ id: 126, pid: 97, name: '林业碳汇开发' }] },
  ],
};

describe('trading center', () => {
  it('filters by type and status, searches and pages, keeping all in the address', async () => {
    const { calls } = stubApi({
      [API.sysConfig]: config,
      [API.getCategory]: categories,
      [API.listingBanner]: [],
      [API.listingList]: (params: URLSearchParams) => ({
        total: 23,
        page: Number(params.get('page')),
        limit: 10,
        data: [card(Number(params.get('page')) * 100, { product_name: `第${params.get('page')}页` })],
      }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/main/TradingCenter');
    expect(await screen.findByText('第1页', {}, SLOW)).toBeVisible();

    await user.click(await screen.findByRole('button', { name: '林业碳汇开发' }));
    await user.click(screen.getByRole('button', { name: '已成交' }));
    await user.type(screen.getByPlaceholderText('请输入项目名称'), '碳汇{Enter}');
    await user.click(await screen.findByRole('button', { name: '第 2 页' }));
    expect(await screen.findByText('第2页', {}, SLOW)).toBeVisible();

    expect(router.state.location.search).toBe(`?type=126&status=3&name=${encodeURIComponent('碳汇')}&page=2`);
    const last = calls.filter((call) => call.path === API.listingList).at(-1)!;
    expect(Object.fromEntries(last.params)).toEqual({
      limit: '10',
      page: '2',
      project_type: '126',
      enroll_status: '3',
      project_name: '碳汇',
    });
    expect(screen.getByRole('button', { name: '林业碳汇开发' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('counts the total, and says "more than" past the row limit the server counts to', async () => {
    const page = (total: number) => ({ total, page: 1, limit: 10, data: [card(1, { product_name: '第1页' })] });
    stubApi({
      [API.sysConfig]: config,
      [API.getCategory]: categories,
      [API.listingBanner]: [],
      [API.listingList]: (params: URLSearchParams) =>
        page(params.get('project_name') ? PUBLIC_LIST_ROW_LIMIT + 1 : PUBLIC_LIST_ROW_LIMIT),
    });
    renderRoute('/main/TradingCenter');
    expect(await screen.findByText(`共 ${PUBLIC_LIST_ROW_LIMIT} 个项目`, {}, SLOW)).toBeVisible();
    await userEvent.type(screen.getByPlaceholderText('请输入项目名称'), '碳汇{Enter}');
    expect(await screen.findByText(`共 ${PUBLIC_LIST_ROW_LIMIT} 余个项目`, {}, SLOW)).toBeVisible();
    // The pager offers the pages the server reads, no page past them.
    const lastPage = PUBLIC_LIST_ROW_LIMIT / PAGE_SIZE.trading;
    expect(screen.getByRole('button', { name: `第 ${lastPage} 页` })).toBeVisible();
    expect(screen.queryByRole('button', { name: `第 ${lastPage + 1} 页` })).toBeNull();
  });

  it("says '暂无数据...' for an empty list, and 'publish demand' keeps the way back", async () => {
    stubApi({
      [API.sysConfig]: config,
      [API.getCategory]: categories,
      [API.listingBanner]: [],
      [API.listingList]: { total: 0, page: 1, limit: 10, data: [] },
    });
    const { router } = renderRoute('/main/TradingCenter?status=4');
    expect(await screen.findByText('暂无数据...', {}, SLOW)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /发布需求/ }));
    expect(localStorage.getItem(STORAGE_KEYS.redirectPath)).toBe('/main/TradingCenter?status=4');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/main/hangingForm?routerOrigin=1'),
    );
  });
});

describe('TradingDetailTwo', () => {
  it('shows the nine sections, hides what the owner hid, and asks a visitor to log in for an attachment', async () => {
    const user = userEvent.setup();
    const { router } = openListing('/main/TradingDetailTwo?id=5', {
      show_transfer_name: 0,
      transfer_name: undefined,
      show_transfer_code: 0,
      transfer_code: undefined,
      margin_money: '0/万元',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '挂牌项目 5' }, SLOW)).toBeVisible();

    const nav = screen.getByRole('navigation', { name: '项目信息导航' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '标的信息',
      '转让方简况',
      '交易条件',
      '保证金设置',
      '披露附件',
      '挂牌信息',
      '联系方式',
      '交易须知',
      '风险提示',
    ]);
    const transferor = screen.getByRole('region', { name: '转让方简况' });
    expect(within(transferor).queryByText('转让方名称')).toBeNull();
    expect(within(transferor).queryByText('统一社会信用代码')).toBeNull();
    expect(within(transferor).queryByText('身份证号码')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: '保证金设置' })).getByText('保证金金额').nextSibling,
    ).toHaveTextContent('--');
    expect(screen.getByText('正在报名中')).toHaveClass('status-badge', 'enroll-status--green');
    expect(document.querySelector('script')).toBeNull();

    await user.click(screen.getByRole('button', { name: /产权转让信息披露公告/ }));
    expect(await screen.findByText('需登录后下载或查看相关附件')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.redirectPath)).toBe('/main/TradingDetailTwo?id=5');
  });
  it("reads the listing again when the buyer's standing shows a sale settled after the listing was read", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'buyer-token');
    // The listing is read first (the window over, not yet settled); the sale commits before the
    // standing is read; the second read of the listing finds it dealt.
    let listingReads = 0;
    const standing: ListingStanding = {
      can_register: false,
      reason: '',
      enterprises: [],
      registrations: [],
      enroll_files: [],
      notice: { html: '', sha256: '' },
      contacts: [],
      confirmation_no: 'JHY20261120-ABCDEFGH',
    };
    // As the server answers a listing's sale: after its announcement, without the number.
    const deal: DealVerification = {
      no: '',
      listing_id: 5,
      form_type: 1,
      product_id: 'JHY-2026-000005',
      product_name: '挂牌项目 5',
      method: 1,
      seller_name: '果洛州碳汇林业开发有限公司',
      buyer_name: '玉树竞价甲有限公司',
      quantity: '1200/亩',
      price: '105.00',
      dealt_at: '2026-11-20 10:00:00',
      announcement_id: 41,
      document_sha256: '',
    };
    stubApi({
      [API.sysConfig]: config,
      [API.listingCheck]: () => detail({ enroll_status: listingReads++ === 0 ? 2 : 3 }),
      [API.biddingStanding]: standing,
      [API.dealOfListing]: deal,
    });
    renderRoute('/main/TradingDetailTwo?id=5');
    const result = await screen.findByRole('region', { name: '成交结果与竞价记录' }, SLOW);
    expect(within(result).getByText('玉树竞价甲有限公司')).toBeVisible();
    expect(within(result).getByRole('link', { name: '查看成交公告' })).toBeVisible();
    expect(within(result).queryByText('验证编号')).toBeNull();
    expect(screen.getByText('本项目已成交')).toBeVisible();
    expect(listingReads).toBe(2);
  });
});

describe('TradingDetail', () => {
  it('shows the carbon-emission trading flow and a 立即交易 button to the configured site', async () => {
    openListing('/main/TradingDetail?id=5', {
      form_type: 2,
      classify_name: '碳排放权',
      free: '120.5000',
      end_time: '2026-06-30 17:00:00',
    });
    expect(await screen.findByRole('heading', { name: '交易流程' }, SLOW)).toBeVisible();
    expect(screen.getByText('账户绑定')).toBeVisible();
    expect(screen.getByRole('link', { name: /立即交易/ })).toHaveAttribute('href', 'https://trade.example.cn/');
    expect(screen.getByText('120.5 万元')).toBeVisible();
    expect(screen.getByText('2026-06-30')).toBeVisible();
    expect(screen.getByText(/马经理/)).toBeVisible();
    expect(screen.getByRole('link', { name: '0971-6288016' })).toBeVisible();
  });

  it('shows no trading flow for another class', async () => {
    openListing('/main/TradingDetail?id=5', { form_type: 2, classify_name: '林权' });
    expect(await screen.findByRole('heading', { name: '项目信息' }, SLOW)).toBeVisible();
    expect(screen.queryByRole('heading', { name: '交易流程' })).toBeNull();
  });

  it('hands a disclosure-style project to its own page, so one listing never reads two ways', async () => {
    const { router } = openListing('/main/TradingDetail?id=5', { form_type: 1, contacts_name: '李卓玛' });
    expect(await screen.findByRole('navigation', { name: '项目信息导航' }, SLOW)).toBeVisible();
    expect(router.state.location.pathname + router.state.location.search).toBe('/main/TradingDetailTwo?id=5');
    expect(screen.getAllByText('李卓玛').length).toBeGreaterThan(0);
    expect(screen.queryByText(/马经理/)).toBeNull();
  });
});

describe('trading data', () => {
  it('warns when only one end of the quarter range is picked', async () => {
    const { calls } = stubApi({
      [API.sysConfig]: config,
      [API.getCategory]: categories,
      [API.dealTrends]: {
        total_amount: 1,
        total_count: 1,
        year_amount: 1,
        year_count: 1,
        listing_count: 1,
        enrolling_count: 1,
      },
      [API.dealAmountData]: { amount_list: [{ trade_time: '2026-1', transaction_amount: 10 }] },
      [API.dealProductType]: [],
      [API.dealZoneData]: [],
      [API.dealZoneTrends]: { periods: [], series: [] },
      [API.dealTypeList]: { total: 0, page: 1, limit: 10, data: [] },
    });
    const user = userEvent.setup();
    renderRoute('/main/TradingData');
    expect(await screen.findByRole('img', { name: '季度成交金额柱状图' }, SLOW)).toBeInTheDocument();

    await user.click(screen.getByPlaceholderText('开始季度'));
    await user.click(await screen.findByText('Q1'));
    // antd puts a space between two Chinese characters of a button.
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    expect(await screen.findByText('请选择结束季度')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === API.dealAmountData)).toHaveLength(1);
  });
});
