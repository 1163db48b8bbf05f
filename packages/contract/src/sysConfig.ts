import { z } from 'zod';

/** System configuration entries of docs/product.md §3; ids 44 and 45 are the product's own. */
export const SYS_CONFIG_KEYS = [
  'copyright',
  'company_address',
  'company_phone',
  'company_email',
  'complaints',
  'company_chuanzhen',
  'trading_notice',
  'risk_warning',
  'margin_money_method',
  'auth_product_desc',
  // public content (about us, home service entry, the about-us map)
  'about_us',
  'green_finance_url',
  'map_tile_url',
  'map_tile_attribution',
  'map_lat',
  'map_lng',
  // trading center (立即交易 site, TradingDetail contact block, listing payee account)
  'trading_site_url',
  'trading_contact_name',
  'trading_contact_phone',
  'payee_account_name',
  'payee_open_bank',
  'payee_account',
  // product certification's traceability panel
  'trace_platform_agri_url',
  'trace_platform_product_url',
  // the footer's QR codes (FOOTER_QR_CODES)
  'qr_service_account_url',
  'qr_subscription_url',
  'qr_ios_app_url',
  'qr_android_app_url',
] as const;
export type SysConfigKey = (typeof SYS_CONFIG_KEYS)[number];
export const isSysConfigKey = (name: string): name is SysConfigKey =>
  (SYS_CONFIG_KEYS as readonly string[]).includes(name);

export const sysConfigEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  content: z.string(),
});
export type SysConfigEntry = z.infer<typeof sysConfigEntrySchema>;

export const sysConfigQuerySchema = z.object({
  key: z.string().trim().max(64).optional(),
});
