import { z } from 'zod';
import { DEPOSIT_STATUS, type DepositStatus } from './bidding.js';
import { pageSchema } from './rules.js';

/**
 * 保证金台账 (docs/bidding.md "Money desk"): every registration's deposit on one page, with its listing,
 * buyer, bidding number, amount, bank reference, state and dates; filtered by state or work queue,
 * listing, buyer and the day the money arrived; totals per state summed by the database (decimal
 * strings, 万元).
 */

/** The work queues: what awaits a step of staff. */
export const DEPOSIT_QUEUES = {
  /** Registrations awaiting qualification without a deposit, and arrivals awaiting confirmation. */
  toReceive: '待到账',
  /** Deposits to be refunded, and refunds awaiting confirmation. */
  toRefund: '待退还',
} as const;
export type DepositQueue = keyof typeof DEPOSIT_QUEUES;

const statusCodes = Object.keys(DEPOSIT_STATUS).map(Number) as DepositStatus[];
const day = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请选择正确的日期')]).default('');

export const depositLedgerQuerySchema = pageSchema(20, 100).extend({
  /** A deposit status (DEPOSIT_STATUS; 0 未到账), or '' for every one. */
  status: z
    .union([z.literal(''), z.coerce.number().int()])
    .refine((value) => value === '' || statusCodes.includes(value as DepositStatus), '未知的保证金状态')
    .default(''),
  queue: z.union([z.literal(''), z.enum(Object.keys(DEPOSIT_QUEUES) as [DepositQueue, ...DepositQueue[]])]).default(''),
  /** One listing, or 0 for all. */
  listing_id: z.coerce.number().int().min(0).default(0),
  /** Part of the buyer's company name or the listing's name. */
  keyword: z.string().trim().max(100).default(''),
  /** The day the money arrived (China time), from and to inclusive; a registration without a deposit has none. */
  from: day,
  to: day,
});
export type DepositLedgerQuery = z.output<typeof depositLedgerQuerySchema>;

const text = z.string();
const int = z.number().int();

export const depositLedgerRowSchema = z.object({
  registration_id: int,
  listing_id: int,
  product_name: text,
  company_name: text,
  /** 竞价号, once qualified; '' before. */
  bidder_code: text,
  registration_status: int,
  /** DEPOSIT_STATUS; 0 when no deposit arrived. */
  status: int,
  /** 万元, the column's four decimals; '' without a deposit. */
  amount: text,
  paid_on: text,
  reference: text,
  /** Instants (ISO); '' when not (yet) done. */
  recorded_at: text,
  confirmed_at: text,
  refunded_on: text,
  refund_reference: text,
  refund_confirmed_at: text,
  /** Who recorded the arrival (or last corrected it) and the refund: they do not confirm them. 0 none. */
  recorded_by: int,
  refund_recorded_by: int,
  registered_at: text,
});
export type DepositLedgerRow = z.output<typeof depositLedgerRowSchema>;

/** One state's count and sum (万元, four decimals, summed in SQL) under the page's filters but the state. */
export const depositTotalSchema = z.object({ status: int, count: int, amount: text });
export type DepositTotal = z.output<typeof depositTotalSchema>;

export const depositLedgerSchema = z.object({
  total: int,
  data: z.array(depositLedgerRowSchema),
  totals: z.array(depositTotalSchema),
});
export type DepositLedger = z.output<typeof depositLedgerSchema>;

/** Bank statements (docs/bidding.md "Bank statements"): the import's words. */
export const statementMessages = {
  fileRequired: '请选择银行流水文件（.xlsx 或 .csv）',
  typeNotAllowed: '仅支持 .xlsx 或 .csv 格式的银行流水',
  notReadable: '无法读取该银行流水文件，请上传银行导出的 .xlsx 或 .csv 文件',
  columnsMissing: '银行流水缺少必要的列：日期、付款人名称、付款人账号、金额、附言',
  tooManyLines: '单个银行流水最多 2000 行',
  badLine: '第 {line} 行的日期或金额无法识别',
  imported: '银行流水已导入：{recorded} 笔已登记到账，待另一名工作人员确认',
  confirmed: '已确认 {confirmed} 笔到账',
  noteReference: '附言中的报名不存在',
  noteAlreadyRecorded: '该报名的保证金已登记',
  noteNotPending: '该报名已处理或报名期已结束',
  noteAmountLow: '金额少于应缴保证金',
  noteCents: '金额含角分，请人工核对',
  noteNameAmbiguous: '付款人名称对应多笔待到账报名',
} as const;

/** What happened to a statement line. */
export const STATEMENT_OUTCOMES = {
  recorded: { label: '已登记到账', color: 'blue' },
  mismatch: { label: '金额或状态不符', color: 'red' },
  unmatched: { label: '未匹配', color: 'orange' },
} as const;
export type StatementOutcome = keyof typeof STATEMENT_OUTCOMES;

export const statementLineSchema = z.object({
  id: int,
  statement_id: int,
  line_no: int,
  paid_on: text,
  payer_name: text,
  payer_account: text,
  /** 元, as the bank states it (two decimals). */
  amount_yuan: text,
  reference: text,
  /** The registration the line names (by reference, or by payer name and amount); 0 none. */
  registration_id: int,
  company_name: text,
  product_name: text,
  matched_by: z.enum(['', 'reference', 'name']),
  outcome: z.enum(Object.keys(STATEMENT_OUTCOMES) as [StatementOutcome, ...StatementOutcome[]]),
  note: text,
  /** The registration's deposit status now (DEPOSIT_STATUS); 0 none. */
  deposit_status: int,
});
export type StatementLine = z.output<typeof statementLineSchema>;

export const statementImportSchema = z.object({
  statement_id: int,
  line_count: int,
  /** Lines not imported before (the others are recorded already and left as they were). */
  new_lines: int,
  recorded: int,
  lines: z.array(statementLineSchema),
});
export type StatementImport = z.output<typeof statementImportSchema>;

export const statementLinesQuerySchema = pageSchema(50, 200).extend({
  statement_id: z.coerce.number().int().min(0).default(0),
  outcome: z
    .union([z.literal(''), z.enum(Object.keys(STATEMENT_OUTCOMES) as [StatementOutcome, ...StatementOutcome[]])])
    .default(''),
});
export type StatementLinesQuery = z.output<typeof statementLinesQuerySchema>;

/** A second staff member confirms, in bulk, the arrivals recorded from one statement. */
export const statementConfirmSchema = z.object({ statement_id: z.coerce.number().int().min(1, '银行流水不存在') });
export const statementConfirmResultSchema = z.object({
  confirmed: int,
  refused: z.array(z.object({ registration_id: int, msg: text })),
});
