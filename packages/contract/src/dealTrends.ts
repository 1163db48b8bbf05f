import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';
import { idFilterSchema } from './idSchemas.js';
import { pageSchema } from './rules.js';

/**
 * Deal trends (docs/product.md §7 Dealtrends): statistics of recorded deals, amounts in 万元. Quarters travel
 * as 'yyyy-q' (docs/product.md §9 quarter picker), e.g. '2026-3'.
 */
export const dealTrendMessages = {
  endQuarterRequired: '请选择结束季度',
  startQuarterRequired: '请选择开始季度',
  quarterInvalid: '季度格式不正确',
  rangeReversed: '开始季度不能晚于结束季度',
  rangeTooLong: '查询范围不能超过 10 年',
} as const;

export const QUARTER_PATTERN = /^(19|20)\d{2}-[1-4]$/;
/** The longest range one amountData call covers (10 years), so a hostile range cannot run away. */
export const MAX_QUARTER_RANGE = 40;
/** Quarters amountData and zoneTransactionTrends cover when no range is given. */
export const DEFAULT_QUARTER_SPAN = 8;

export interface Quarter {
  year: number;
  quarter: number;
}

export function parseQuarter(value: string): Quarter | undefined {
  if (!QUARTER_PATTERN.test(value)) return undefined;
  const [year, quarter] = value.split('-').map(Number);
  return { year: year!, quarter: quarter! };
}

export const quarterIndex = (q: Quarter) => q.year * 4 + (q.quarter - 1);
export const quarterLabel = (q: Quarter) => `${q.year}-${q.quarter}`;

/** The quarter-range rule, shared by the page's picker and the server. */
export function checkQuarterRange(startTime?: string, endTime?: string): string | undefined {
  if (!startTime && !endTime) return undefined;
  if (startTime && !endTime) return dealTrendMessages.endQuarterRequired;
  if (!startTime && endTime) return dealTrendMessages.startQuarterRequired;
  const start = parseQuarter(startTime!);
  const end = parseQuarter(endTime!);
  if (!start || !end) return dealTrendMessages.quarterInvalid;
  if (quarterIndex(start) > quarterIndex(end)) return dealTrendMessages.rangeReversed;
  if (quarterIndex(end) - quarterIndex(start) + 1 > MAX_QUARTER_RANGE) return dealTrendMessages.rangeTooLong;
  return undefined;
}

const optionalQuarter = z
  .string()
  .trim()
  .max(10)
  .optional()
  .transform((value) => value || undefined);

export const amountDataQuerySchema = z
  .object({ startTime: optionalQuarter, endTime: optionalQuarter })
  .superRefine((query, ctx) => {
    const problem = checkQuarterRange(query.startTime, query.endTime);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['startTime'] });
  });

/** typeList (docs/product.md §7): page, limit 10, product_type (a class), product_category (a class group). */
export const dealListQuerySchema = pageSchema(PAGE_SIZE.trading, 50).extend({
  product_type: idFilterSchema(),
  product_category: idFilterSchema(),
});
