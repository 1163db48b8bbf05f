import { z } from 'zod';
import { amountDataQuerySchema, dealListQuerySchema } from '../dealTrends.js';
import { API } from '../routes.js';
import { pageOf, PUBLIC, routeGroup } from './defineRoute.js';
import { int, text } from './fields.js';

const anyone = routeGroup('stats', PUBLIC);

/** Amounts are 万元 with decimals: `z.number()`, never `.int()`, which would cut them. */
const amount = z.number();

export const dealOverviewSchema = z.object({
  total_amount: amount,
  total_count: int,
  year_amount: amount,
  year_count: int,
  listing_count: int,
  enrolling_count: int,
});

export const quarterAmountSchema = z.object({
  trade_time: text,
  transaction_amount: amount,
});

export const productTypeShareSchema = z.object({
  product_type: int,
  typeName: text,
  transaction_amount: amount,
  count: int,
});

export const dealRowSchema = z.object({
  id: int,
  product_name: text,
  zone_name: text,
  product_type: int,
  typeName: text,
  product_category: int,
  categoryName: text,
  quantity: text,
  transaction_amount: amount,
  trade_time: text,
});

export const zoneAmountSchema = z.object({
  zone_name: text,
  transaction_amount: amount,
  count: int,
});

export const zoneTrendsSchema = z.object({
  periods: z.array(text),
  series: z.array(z.object({ zone_name: text, data: z.array(amount) })),
});

/** Deal trends (`/index/Dealtrends/*`): public statistics of recorded deals for the trading-data page. */
export const statsApi = {
  dealTrends: anyone.read({ path: API.dealTrends, summary: '成交概况', output: dealOverviewSchema }),
  dealAmountData: anyone.read({
    path: API.dealAmountData,
    summary: '按季度成交金额（万元）',
    input: amountDataQuerySchema,
    output: z.object({ amount_list: z.array(quarterAmountSchema) }),
  }),
  dealProductType: anyone.read({
    path: API.dealProductType,
    summary: '各产品类型成交占比',
    output: z.array(productTypeShareSchema),
  }),
  dealTypeList: anyone.read({
    path: API.dealTypeList,
    summary: '成交列表（分页）',
    input: dealListQuerySchema,
    output: pageOf(dealRowSchema),
  }),
  dealZoneData: anyone.read({ path: API.dealZoneData, summary: '各专区成交金额', output: z.array(zoneAmountSchema) }),
  dealZoneTrends: anyone.read({
    path: API.dealZoneTrends,
    summary: '各专区成交趋势（近 8 个季度）',
    output: zoneTrendsSchema,
  }),
};

/** The answers of the deal statistics, typed from their output schemas above. */
export type DealOverview = z.output<typeof dealOverviewSchema>;
export type QuarterAmount = z.output<typeof quarterAmountSchema>;
export type ProductTypeShare = z.output<typeof productTypeShareSchema>;
export type DealRow = z.output<typeof dealRowSchema>;
export type ZoneAmount = z.output<typeof zoneAmountSchema>;
export type ZoneTrends = z.output<typeof zoneTrendsSchema>;
