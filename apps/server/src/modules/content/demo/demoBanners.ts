import { demoImage, html, type DemoBanner } from './demoHelpers.js';

/** The home carousel: one of each way to open (its own page, a PDF, a link). */
export const demoBanners: DemoBanner[] = [
  {
    title: '守护中华水塔 共享生态价值',
    intro: '江河源生态产品交易平台服务川甘青藏江河源区域生态产品价值实现。',
    source: '江河源生态环境交易中心',
    img: demoImage('banner-sanjiangyuan.jpg'),
    addWay: 0,
    ageDays: 1,
    content: html(
      '江河源区域是长江、黄河、澜沧江的发源地，被誉为“中华水塔”。江河源生态产品交易平台立足川甘青藏四省区江河源区域，为林业碳汇、用能权、水权、生态农牧产品和生态旅游等生态产品提供信息发布、挂牌交易、认证咨询和绿色金融对接服务。',
      '平台坚持“生态优先、市场运作、公开透明”的原则，让保护生态的地区和群众在生态产品交易中获得合理回报，推动绿水青山持续转化为金山银山。',
    ),
  },
  {
    title: '江河源生态产品交易规则（试行）',
    intro: '点击查看交易规则要点（PDF）。',
    source: '江河源生态环境交易中心',
    img: demoImage('banner-grassland.jpg'),
    addWay: 14,
    pdfFile: '/uploads/demo/content/trading-rules.pdf',
    ageDays: 2,
    content: '',
  },
  {
    title: '林业碳汇项目火热挂牌中',
    intro: '前往交易中心查看正在挂牌的林业碳汇项目。',
    source: '江河源生态环境交易中心',
    img: demoImage('banner-forest-carbon.jpg'),
    addWay: 13,
    link: '#/main/TradingCenter',
    ageDays: 3,
    content: '',
  },
];
