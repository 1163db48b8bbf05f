import { pilotDemonstrationPath } from '../../routing/portalPaths';

export type ServiceIcon = 'trading' | 'pilot' | 'certification' | 'finance';

export interface ServiceEntry {
  title: string;
  description: string;
  icon: ServiceIcon;
  /** A portal route. */
  to?: string;
  /** An external site from system configuration, opened in a new tab (docs/product.md §1). */
  externalConfigKey?: string;
}

/** The four service entries of the home page (docs/product.md §1), in the product's order. */
export const SERVICE_ENTRIES: readonly ServiceEntry[] = [
  {
    title: '交易中心',
    description: '碳排放权、用能权、林业碳汇、林权等生态产品挂牌交易',
    icon: 'trading',
    to: '/main/TradingCenter',
  },
  {
    title: '试点示范',
    description: '江河源试点区生态产品展示推介与咨询服务',
    icon: 'pilot',
    to: pilotDemonstrationPath(),
  },
  {
    title: '产品认证',
    description: '生态产品认证申请咨询、产品溯源与云端展示',
    icon: 'certification',
    to: '/main/ProductCertification',
  },
  {
    title: '绿色金融',
    description: '绿色信贷、生态产品价值融资等金融服务对接',
    icon: 'finance',
    // Staff keep the green-finance platform's address in system configuration.
    externalConfigKey: 'green_finance_url',
  },
];

/** The three classes of ecological product the exchange serves (docs/product.md §1, service description). */
export const PRODUCT_CLASSES = [
  { title: '物质供给类', examples: ['农产品', '林产品', '水产品'] },
  { title: '调节服务类', examples: ['碳排放权', '用能权', '排污权', '水权'] },
  { title: '文化服务类', examples: ['生态旅游', '康养', '文化创意'] },
] as const;
