import { z } from 'zod';

/** System configuration entries of spec §3; ids 44 and 45 are the spec's own. */
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
] as const;
export type SysConfigKey = (typeof SYS_CONFIG_KEYS)[number];

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
