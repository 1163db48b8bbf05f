/**
 * System configuration entries of docs/product.md §3. Ids 44 (trading_notice) and 45 (risk_warning) are the
 * product's own; `format: 'html'` entries go through the HTML sanitizer like any staff edit.
 */
export interface SysConfigSeed {
  id: number;
  name: string;
  title: string;
  format: 'text' | 'html';
  content: string;
}

/** A plain-text entry: its id, name, title (as the console lists it) and content. */
const text = (id: number, name: string, title: string, content: string): SysConfigSeed => ({
  id,
  name,
  title,
  format: 'text',
  content,
});
/** An HTML entry, the same but for its content, written a paragraph (or list item) a line. */
const html = (id: number, name: string, title: string, paragraphs: string[]): SysConfigSeed => ({
  id,
  name,
  title,
  format: 'html',
  content: paragraphs.join(''),
});

export const sysConfigSeeds: SysConfigSeed[] = [
  text(1, 'copyright', '版权信息', 'Copyright © 2026 江河源生态环境交易中心 版权所有  青ICP备2026000001号'),
  text(2, 'company_address', '联系地址', '青海省西宁市城西区五四西路 66 号江河源生态环境交易大厦'),
  text(3, 'company_phone', '联系电话', '0971-6288001 0971-6288002'),
  text(4, 'company_email', '联系邮箱', 'service@jhy-eco.cn'),
  text(5, 'complaints', '投诉电话', '0971-6288010'),
  text(6, 'company_chuanzhen', '传真', '0971-6288009'),
  html(44, 'trading_notice', '交易须知', [
    '<p>一、意向受让方应在信息披露期内登录本平台完成注册和企业认证，并按公告要求提交报名材料。</p>',
    '<p>二、意向受让方须在报名截止前足额交纳交易保证金，保证金以到达本中心指定账户为准。</p>',
    '<p>三、信息披露期满，只产生一个符合条件的意向受让方的，采取协议方式成交；产生两个及以上的，采取网络竞价方式确定受让方。</p>',
    '<p>四、受让方应在成交之日起 5 个工作日内签订《交易合同》，并按约定方式支付交易价款。</p>',
    '<p>五、交易服务费按《江河源生态环境交易中心交易服务收费标准》收取。</p>',
  ]),
  html(45, 'risk_warning', '风险提示', [
    '<p>1. 本平台所披露的项目信息由转让方提供，转让方对其真实性、完整性和准确性负责。</p>',
    '<p>2. 意向受让方应自行对标的进行尽职调查，充分了解生态产品的权属、质量、政策及市场风险，审慎决策。</p>',
    '<p>3. 生态产品价格受政策调整、气候条件与市场供需等因素影响，可能发生较大波动。</p>',
    '<p>4. 意向受让方一经报名并交纳保证金，即视为已详细阅读并完全认可本项目所涉及的全部内容。</p>',
  ]),
  text(
    46,
    'margin_money_method',
    '保证金交纳方式',
    '意向受让方应于报名截止日 17:00 前，以银行转账方式将保证金交至本中心指定结算账户，并在附言中注明项目编号。',
  ),
  html(47, 'auth_product_desc', '产品认证说明', [
    '<p>江河源生态产品认证服务面向川甘青藏江河源区域的生产经营主体，提供认证申请咨询、材料预审与云端展示服务。</p>',
    '<p>平台目前受理以下四类认证的申请咨询：</p>',
    '<ul><li><strong>“三品一标”农产品认证</strong>：绿色食品、有机农产品、地理标志农产品及达标合格农产品；</li>',
    '<li><strong>生态原产地产品认证</strong>：证明产品在生命周期中符合绿色环保、低碳节能要求；</li>',
    '<li><strong>国家森林生态标志产品认证</strong>：面向森林食品、林特产品等森林生态产品；</li>',
    '<li><strong>产品碳足迹认证</strong>：核算并披露产品全生命周期的温室气体排放。</li></ul>',
    '<p>提交申请后，平台将在 5 个工作日内完成受理，并由合作认证机构与您联系。</p>',
  ]),
  // Public content (about us, the home page's green-finance entry, the about-us map).
  html(60, 'about_us', '关于我们', [
    '<p>江河源生态环境交易中心是经批准设立的区域性生态环境权益和生态产品交易服务机构，总部位于青海省西宁市，服务四川、甘肃、青海、西藏四省区江河源区域。</p>',
    '<p>中心运营的江河源生态产品交易平台，面向政府部门、企业和社会公众提供生态产品信息发布、挂牌交易、试点示范展示、产品认证咨询和绿色金融对接等服务，交易品种涵盖物质供给类（农产品、林产品、水产品）、调节服务类（碳排放权、用能权、排污权、水权、林业碳汇）和文化服务类（生态旅游、康养、文化创意）生态产品。</p>',
    '<p>中心秉持“生态优先、市场运作、公开透明、服务高效”的理念，致力于打通“绿水青山”向“金山银山”的转化通道，让守护中华水塔的地区和群众共享生态保护成果。</p>',
  ]),
  text(61, 'green_finance_url', '绿色金融服务平台地址', 'https://www.pbc.gov.cn/'),
  // No tile server by default: the about-us page draws the region from the shipped boundaries.
  text(62, 'map_tile_url', '关于我们地图瓦片地址（留空则显示区域示意图）', ''),
  text(63, 'map_tile_attribution', '地图版权说明', ''),
  text(64, 'map_lat', '交易中心纬度', '36.6232'),
  text(65, 'map_lng', '交易中心经度', '101.7576'),
  // Trading center: the external trading system of 立即交易 (碳排放权), the fixed contact block of
  // TradingDetail, and the exchange's payee account prefilled on every listing (docs/product.md §5).
  text(70, 'trading_site_url', '碳排放权交易系统地址', 'https://www.cneeex.com/'),
  text(71, 'trading_contact_name', '交易咨询联系人', '马经理'),
  text(72, 'trading_contact_phone', '交易咨询电话', '0971-6288015 0971-6288016'),
  text(73, 'payee_account_name', '收款账户名称', '江河源生态环境交易中心有限公司'),
  text(74, 'payee_open_bank', '收款开户银行', '中国农业银行西宁城西支行'),
  text(75, 'payee_account', '收款账号', '28100104000088666'),
  // Product certification's traceability panel opens these two national platforms in new tabs.
  text(90, 'trace_platform_agri_url', '国家农产品质量安全追溯管理信息平台地址', 'http://www.qsst.moa.gov.cn/'),
  text(91, 'trace_platform_product_url', '国家食品（产品）安全追溯平台地址', 'http://www.chinatrace.org/'),
  // The footer's QR codes: the address each code opens. Empty until the exchange has its accounts
  // and apps; an empty entry is not shown.
  text(80, 'qr_service_account_url', '二维码：服务号地址', ''),
  text(81, 'qr_subscription_url', '二维码：订阅号地址', ''),
  text(82, 'qr_ios_app_url', '二维码：iOS 客户端下载地址', ''),
  text(83, 'qr_android_app_url', '二维码：Android 客户端下载地址', ''),
];
