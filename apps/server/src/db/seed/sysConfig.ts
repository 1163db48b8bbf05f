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

export const sysConfigSeeds: SysConfigSeed[] = [
  {
    id: 1,
    name: 'copyright',
    title: '版权信息',
    format: 'text',
    content: 'Copyright © 2026 江河源生态环境交易中心 版权所有  青ICP备2026000001号',
  },
  {
    id: 2,
    name: 'company_address',
    title: '联系地址',
    format: 'text',
    content: '青海省西宁市城西区五四西路 66 号江河源生态环境交易大厦',
  },
  { id: 3, name: 'company_phone', title: '联系电话', format: 'text', content: '0971-6288001 0971-6288002' },
  { id: 4, name: 'company_email', title: '联系邮箱', format: 'text', content: 'service@jhy-eco.cn' },
  { id: 5, name: 'complaints', title: '投诉电话', format: 'text', content: '0971-6288010' },
  { id: 6, name: 'company_chuanzhen', title: '传真', format: 'text', content: '0971-6288009' },
  {
    id: 44,
    name: 'trading_notice',
    title: '交易须知',
    format: 'html',
    content: [
      '<p>一、意向受让方应在信息披露期内登录本平台完成注册和企业认证，并按公告要求提交报名材料。</p>',
      '<p>二、意向受让方须在报名截止前足额交纳交易保证金，保证金以到达本中心指定账户为准。</p>',
      '<p>三、信息披露期满，只产生一个符合条件的意向受让方的，采取协议方式成交；产生两个及以上的，采取网络竞价方式确定受让方。</p>',
      '<p>四、受让方应在成交之日起 5 个工作日内签订《交易合同》，并按约定方式支付交易价款。</p>',
      '<p>五、交易服务费按《江河源生态环境交易中心交易服务收费标准》收取。</p>',
    ].join(''),
  },
  {
    id: 45,
    name: 'risk_warning',
    title: '风险提示',
    format: 'html',
    content: [
      '<p>1. 本平台所披露的项目信息由转让方提供，转让方对其真实性、完整性和准确性负责。</p>',
      '<p>2. 意向受让方应自行对标的进行尽职调查，充分了解生态产品的权属、质量、政策及市场风险，审慎决策。</p>',
      '<p>3. 生态产品价格受政策调整、气候条件与市场供需等因素影响，可能发生较大波动。</p>',
      '<p>4. 意向受让方一经报名并交纳保证金，即视为已详细阅读并完全认可本项目所涉及的全部内容。</p>',
    ].join(''),
  },
  {
    id: 46,
    name: 'margin_money_method',
    title: '保证金交纳方式',
    format: 'text',
    content:
      '意向受让方应于报名截止日 17:00 前，以银行转账方式将保证金交至本中心指定结算账户，并在附言中注明项目编号。',
  },
  {
    id: 47,
    name: 'auth_product_desc',
    title: '产品认证说明',
    format: 'html',
    content: [
      '<p>江河源生态产品认证服务面向川甘青藏江河源区域的生产经营主体，提供认证申请咨询、材料预审与云端展示服务。</p>',
      '<p>平台目前受理以下四类认证的申请咨询：</p>',
      '<ul><li><strong>“三品一标”农产品认证</strong>：绿色食品、有机农产品、地理标志农产品及达标合格农产品；</li>',
      '<li><strong>生态原产地产品认证</strong>：证明产品在生命周期中符合绿色环保、低碳节能要求；</li>',
      '<li><strong>国家森林生态标志产品认证</strong>：面向森林食品、林特产品等森林生态产品；</li>',
      '<li><strong>产品碳足迹认证</strong>：核算并披露产品全生命周期的温室气体排放。</li></ul>',
      '<p>提交申请后，平台将在 5 个工作日内完成受理，并由合作认证机构与您联系。</p>',
    ].join(''),
  },
  // Public content (about us, the home page's green-finance entry, the about-us map).
  {
    id: 60,
    name: 'about_us',
    title: '关于我们',
    format: 'html',
    content: [
      '<p>江河源生态环境交易中心是经批准设立的区域性生态环境权益和生态产品交易服务机构，总部位于青海省西宁市，服务四川、甘肃、青海、西藏四省区江河源区域。</p>',
      '<p>中心运营的江河源生态产品交易平台，面向政府部门、企业和社会公众提供生态产品信息发布、挂牌交易、试点示范展示、产品认证咨询和绿色金融对接等服务，交易品种涵盖物质供给类（农产品、林产品、水产品）、调节服务类（碳排放权、用能权、排污权、水权、林业碳汇）和文化服务类（生态旅游、康养、文化创意）生态产品。</p>',
      '<p>中心秉持“生态优先、市场运作、公开透明、服务高效”的理念，致力于打通“绿水青山”向“金山银山”的转化通道，让守护中华水塔的地区和群众共享生态保护成果。</p>',
    ].join(''),
  },
  {
    id: 61,
    name: 'green_finance_url',
    title: '绿色金融服务平台地址',
    format: 'text',
    content: 'https://www.pbc.gov.cn/',
  },
  {
    id: 62,
    name: 'map_tile_url',
    title: '关于我们地图瓦片地址',
    format: 'text',
    content: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  },
  {
    id: 63,
    name: 'map_tile_attribution',
    title: '地图版权说明',
    format: 'text',
    content: '© OpenStreetMap contributors',
  },
  { id: 64, name: 'map_lat', title: '交易中心纬度', format: 'text', content: '36.6232' },
  { id: 65, name: 'map_lng', title: '交易中心经度', format: 'text', content: '101.7576' },
  // Trading center: the external trading system of 立即交易 (碳排放权), the fixed contact block of
  // TradingDetail, and the exchange's payee account prefilled on every listing (docs/product.md §5).
  {
    id: 70,
    name: 'trading_site_url',
    title: '碳排放权交易系统地址',
    format: 'text',
    content: 'https://www.cneeex.com/',
  },
  { id: 71, name: 'trading_contact_name', title: '交易咨询联系人', format: 'text', content: '马经理' },
  {
    id: 72,
    name: 'trading_contact_phone',
    title: '交易咨询电话',
    format: 'text',
    content: '0971-6288015 0971-6288016',
  },
  {
    id: 73,
    name: 'payee_account_name',
    title: '收款账户名称',
    format: 'text',
    content: '江河源生态环境交易中心有限公司',
  },
  { id: 74, name: 'payee_open_bank', title: '收款开户银行', format: 'text', content: '中国农业银行西宁城西支行' },
  { id: 75, name: 'payee_account', title: '收款账号', format: 'text', content: '28100104000088666' },
  // Product certification's traceability panel opens these two national platforms in new tabs.
  {
    id: 90,
    name: 'trace_platform_agri_url',
    title: '国家农产品质量安全追溯管理信息平台地址',
    format: 'text',
    content: 'http://www.qsst.moa.gov.cn/',
  },
  {
    id: 91,
    name: 'trace_platform_product_url',
    title: '国家食品（产品）安全追溯平台地址',
    format: 'text',
    content: 'http://www.chinatrace.org/',
  },
  // The footer's QR codes: the address each code opens. Empty until the exchange has its accounts
  // and apps; an empty entry is not shown.
  { id: 80, name: 'qr_service_account_url', title: '二维码：服务号地址', format: 'text', content: '' },
  { id: 81, name: 'qr_subscription_url', title: '二维码：订阅号地址', format: 'text', content: '' },
  { id: 82, name: 'qr_ios_app_url', title: '二维码：iOS 客户端下载地址', format: 'text', content: '' },
  { id: 83, name: 'qr_android_app_url', title: '二维码：Android 客户端下载地址', format: 'text', content: '' },
];
