import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  extensionOf,
  REGISTRATION,
  registrationIdInReference,
  statementMessages,
  uploadMessages,
  wanUnitsOf,
  type StatementImport,
  type StatementLinesQuery,
  type StatementOutcome,
} from '@jhy/contract';
import type { Db, Queryable } from '../../db/client.js';
import { chinaDate } from '../../infra/chinaTime.js';
import { ApiError, badRequest, notFound } from '../../infra/errors.js';
import type { ReceivedFile } from '../../infra/requestBodies.js';
import type { Storage } from '../../infra/storage/storage.js';
import { withAudit, type AuditActor } from '../audit/withAudit.js';
import { contentMatchesExtension } from '../uploads/fileTypes.js';
import { insertUploadedFile, markUploadsPrivate } from '../uploads/uploadRepository.js';
import { displayName } from '../uploads/uploadService.js';
import { listingStateAt } from './listingTransaction.js';
import { lockListingTransaction, insertDepositEntry, recordDepositRow } from './transactionRepository.js';
import type { DepositDesk } from './qualification.js';
import {
  candidateById,
  candidatesByName,
  findStatement,
  insertStatement,
  keepStatementLine,
  linesAwaitingConfirmation,
  pageStatementLines,
  setLineMatch,
  setStatementNewLines,
  type Candidate,
} from './bankStatementRepository.js';

/**
 * Bank statements of the exchange's receiving account (docs/bidding.md "Bank statements"). Staff
 * upload the statement as the bank exports it (.xlsx or .csv: date, payer name, payer account,
 * amount in 元, reference); `exceljs` reads both. Each credit line is kept once (its hash of date,
 * payer account, amount and reference is unique), so a statement imported twice records nothing
 * twice. A new line is matched to a registration by the transfer reference the buyer was told to
 * write (`depositTransferReference`), else by payer name (the registration's company name) and
 * amount among registrations awaiting a deposit; a match that fits records the deposit (待确认到账,
 * the importer its recorder) and a second staff member confirms the statement's arrivals in bulk.
 * A line that names nothing, or names a registration whose amount or state does not fit, stays
 * listed as an exception for staff to handle by hand.
 */

/** A page of statement lines for the console, of one statement or one outcome. */
export function statementLinesPage(db: Queryable, query: StatementLinesQuery) {
  return pageStatementLines(db, query);
}

const MAX_LINES = 2000;
const MAX_BYTES = 5 * 1024 * 1024;

/** The columns a statement must have, by the headers banks use for them. */
const COLUMNS = {
  paidOn: ['日期', '交易日期', '到账日期', '记账日期', '入账日期'],
  payerName: ['付款人名称', '付款人', '对方户名', '付款方户名', '付款人户名'],
  payerAccount: ['付款人账号', '付款账号', '对方账号', '付款方账号'],
  amount: ['金额', '交易金额', '贷方金额', '收入金额', '金额（元）', '金额(元)'],
  reference: ['附言', '摘要', '用途', '备注', '交易附言', '转账附言'],
} as const;
type Column = keyof typeof COLUMNS;

export interface StatementLineFacts {
  lineNo: number;
  paidOn: string;
  payerName: string;
  payerAccount: string;
  /** 元 with two decimals, as text. */
  amountYuan: string;
  reference: string;
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  }
  return String(value);
};

/** A statement's day: a date cell (read as UTC midnight by exceljs), or yyyy-mm-dd, yyyy/mm/dd, yyyymmdd. */
function dayOf(value: ExcelJS.CellValue): string | undefined {
  const text = cellText(value).trim();
  const match = /^(\d{4})[-/.年]?(\d{1,2})[-/.月]?(\d{1,2})日?(?:[ T].*)?$/.exec(text);
  if (!match) return undefined;
  const day = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day ? undefined : day;
}

/**
 * 元 with at most two decimals (thousands separators allowed), as text with two; undefined if not a
 * positive amount. A numeric cell is read as the shortest decimal that names it (String), never
 * rounded: 100000.005 is refused as a line to look at, not taken as 100000.01.
 */
function yuanOf(value: ExcelJS.CellValue): string | undefined {
  const text = typeof value === 'number' ? String(value) : cellText(value).replace(/[,，\s¥￥]/g, '');
  const match = /^(\d{1,14})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const yuan = `${BigInt(match[1]!)}.${(match[2] ?? '').padEnd(2, '0')}`;
  return yuan === '0.00' ? undefined : yuan;
}

/** Reads a statement's lines with exceljs (the first worksheet; the header row among the first ten). */
export async function readStatement(bytes: Buffer, extension: 'xlsx' | 'csv'): Promise<StatementLineFacts[]> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (extension === 'xlsx') {
      await workbook.xlsx.read(Readable.from([bytes]));
      sheet = workbook.worksheets[0];
    } else {
      // Every cell as the text the bank wrote (no guessing of numbers or dates); a UTF-8 BOM dropped.
      const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
      sheet = await workbook.csv.read(Readable.from([text]), { map: (value: unknown) => value });
    }
  } catch {
    throw badRequest(statementMessages.notReadable);
  }
  if (!sheet) throw badRequest(statementMessages.notReadable);
  let header: Partial<Record<Column, number>> | undefined;
  let headerRow = 0;
  for (let r = 1; r <= Math.min(10, sheet.rowCount) && !header; r += 1) {
    const found: Partial<Record<Column, number>> = {};
    sheet.getRow(r).eachCell((cell, col) => {
      const name = cellText(cell.value).trim();
      for (const key of Object.keys(COLUMNS) as Column[]) {
        if (found[key] === undefined && (COLUMNS[key] as readonly string[]).includes(name)) found[key] = col;
      }
    });
    if (Object.keys(COLUMNS).every((key) => found[key as Column] !== undefined)) {
      header = found;
      headerRow = r;
    }
  }
  if (!header) throw badRequest(statementMessages.columnsMissing);
  const columns = header as Record<Column, number>;
  const lines: StatementLineFacts[] = [];
  for (let r = headerRow + 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cell = (key: Column) => row.getCell(columns[key]).value;
    if ((Object.keys(COLUMNS) as Column[]).every((key) => cellText(cell(key)).trim() === '')) continue;
    const lineNo = r - headerRow;
    const paidOn = dayOf(cell('paidOn'));
    const amountYuan = yuanOf(cell('amount'));
    if (!paidOn || !amountYuan) throw badRequest(statementMessages.badLine.replace('{line}', String(lineNo)));
    lines.push({
      lineNo,
      paidOn,
      payerName: cellText(cell('payerName')).trim().slice(0, 100),
      payerAccount: cellText(cell('payerAccount')).replace(/\s/g, '').slice(0, 60),
      amountYuan,
      reference: cellText(cell('reference')).trim().slice(0, 200),
    });
    if (lines.length > MAX_LINES) throw badRequest(statementMessages.tooManyLines);
  }
  return lines;
}

/** What makes a line the same line in another import: date, payer account, amount and reference. */
export const lineHash = (line: StatementLineFacts) =>
  createHash('sha256')
    .update([line.paidOn, line.payerAccount, line.amountYuan, line.reference.replace(/\s/g, '')].join('\u0000'))
    .digest('hex');

/** 元 with cents → 万元 units (one unit is 1 元, money.ts); undefined when the cents are not zero. */
const yuanToWanUnits = (yuan: string): bigint | undefined => {
  const [whole, cents] = yuan.split('.');
  return cents === '00' ? BigInt(whole!) : undefined;
};
const unitsToWan = (units: bigint) => {
  const text = units.toString().padStart(5, '0');
  return `${text.slice(0, -4)}.${text.slice(-4)}`;
};

interface Proposal {
  registrationId: number | null;
  matchedBy: '' | 'reference' | 'name';
  outcome: StatementOutcome;
  note: string;
}

/** The line's registration and whether its deposit can be recorded from it (the listing locked first). */
async function propose(tx: Queryable, line: StatementLineFacts, now: Date): Promise<Proposal> {
  const units = yuanToWanUnits(line.amountYuan);
  const byReference = registrationIdInReference(line.reference);
  let candidate: Candidate | undefined;
  let matchedBy: Proposal['matchedBy'] = '';
  if (byReference !== undefined) {
    candidate = await candidateById(tx, byReference);
    if (!candidate)
      return { registrationId: null, matchedBy: '', outcome: 'unmatched', note: statementMessages.noteReference };
    matchedBy = 'reference';
  } else {
    // By payer name and amount: the one registration awaiting a deposit of exactly this amount.
    const named = (await candidatesByName(tx, line.payerName)).filter(
      (c) => units !== undefined && wanUnitsOf(c.marginMoney) === units,
    );
    if (named.length > 1) {
      return { registrationId: null, matchedBy: '', outcome: 'unmatched', note: statementMessages.noteNameAmbiguous };
    }
    if (named.length === 0) return { registrationId: null, matchedBy: '', outcome: 'unmatched', note: '' };
    candidate = named[0]!;
    matchedBy = 'name';
  }
  const mismatch = (note: string): Proposal => ({
    registrationId: candidate!.id,
    matchedBy,
    outcome: 'mismatch',
    note,
  });
  if (units === undefined) return mismatch(statementMessages.noteCents);
  const due = wanUnitsOf(candidate.marginMoney);
  if (due !== undefined && units < due) return mismatch(statementMessages.noteAmountLow);
  if (candidate.hasDeposit) return mismatch(statementMessages.noteAlreadyRecorded);
  const facts = await lockListingTransaction(tx, candidate.listingId);
  if (
    candidate.status !== REGISTRATION.codes.pending ||
    !facts ||
    listingStateAt(facts, now) !== 'enrolling' ||
    line.paidOn > chinaDate(now)
  ) {
    return mismatch(statementMessages.noteNotPending);
  }
  return { registrationId: candidate.id, matchedBy, outcome: 'recorded', note: '' };
}

export class StatementDesk {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly deposits: DepositDesk,
    private readonly clock: () => Date,
  ) {}

  /**
   * Imports a statement: the file kept as a private upload of the importer (checked by content), its
   * new lines kept and matched, a deposit recorded for each line that fits. One transaction, audited
   * (`bankStatement.import`); each recorded deposit is a `record` entry of the ledger.
   */
  async import(actor: AuditActor, file: ReceivedFile | undefined): Promise<StatementImport> {
    if (!file) throw badRequest(statementMessages.fileRequired);
    const extension = extensionOf(file.filename);
    if (extension !== 'xlsx' && extension !== 'csv') throw badRequest(statementMessages.typeNotAllowed);
    if (file.truncated || file.buffer.length > MAX_BYTES) throw badRequest(uploadMessages.fileTooLarge);
    if (extension === 'xlsx' && !(await contentMatchesExtension(file.buffer, 'xlsx'))) {
      throw badRequest(uploadMessages.contentMismatch);
    }
    // A CSV is text: no NUL byte, valid UTF-8.
    if (extension === 'csv' && (file.buffer.includes(0) || !isUtf8(file.buffer))) {
      throw badRequest(uploadMessages.contentMismatch);
    }
    const lines = await readStatement(file.buffer, extension);
    const now = this.clock();
    const name = displayName(file.filename, extension);
    const stored = await this.storage.put(file.buffer, extension);
    try {
      return await withAudit(
        this.db,
        actor,
        { action: 'bankStatement.import', targetType: 'bankStatement' },
        async (tx) => {
          await insertUploadedFile(tx, {
            ownerStaffId: actor.id,
            kind: 'file',
            storedName: stored.storedName,
            originalName: name,
            mime:
              extension === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv',
            size: file.buffer.length,
          });
          // Payers' names and accounts: the statement is served only through a signed link.
          await markUploadsPrivate(tx, [stored.src]);
          const statement = await insertStatement(tx, {
            fileName: name,
            src: stored.src,
            importedBy: actor.id,
            importedAt: now,
            lineCount: lines.length,
            newLines: 0,
          });
          let newLines = 0;
          let recorded = 0;
          for (const line of lines) {
            const hash = lineHash(line);
            const kept = await keepStatementLine(tx, {
              ...line,
              statementId: statement.id,
              lineHash: hash,
              outcome: 'unmatched',
            });
            if (!kept) continue;
            newLines += 1;
            const proposal = await propose(tx, line, now);
            if (proposal.outcome === 'recorded') {
              await this.recordFromLine(tx, actor, now, proposal.registrationId!, line, statement.id);
              recorded += 1;
            }
            await setLineMatch(tx, kept.id, {
              registrationId: proposal.registrationId,
              matchedBy: proposal.matchedBy,
              outcome: proposal.outcome,
              note: proposal.note,
            });
          }
          await setStatementNewLines(tx, statement.id, newLines);
          const page = await pageStatementLines(tx, {
            page: 1,
            limit: MAX_LINES,
            statement_id: statement.id,
            outcome: '',
          });
          return {
            before: null,
            after: { fileName: name, lineCount: lines.length, newLines, recorded },
            targetId: statement.id,
            result: {
              statement_id: statement.id,
              line_count: lines.length,
              new_lines: newLines,
              recorded,
              lines: page.data,
            },
          };
        },
      );
    } catch (error) {
      await this.storage.remove(stored.storedName);
      throw error;
    }
  }

  /** A deposit recorded from a statement line: the importer is its recorder; the ledger names the line. */
  private async recordFromLine(
    tx: Queryable,
    actor: AuditActor,
    now: Date,
    registrationId: number,
    line: StatementLineFacts,
    statementId: number,
  ) {
    const amount = unitsToWan(yuanToWanUnits(line.amountYuan)!);
    const reference = (line.reference || line.payerAccount).slice(0, 60);
    await recordDepositRow(tx, {
      registrationId,
      provider: 'bank_transfer',
      amount,
      paidOn: line.paidOn,
      reference,
      recordedBy: actor.id,
      recordedAt: now,
    });
    await insertDepositEntry(tx, {
      registrationId,
      kind: 'record',
      staffId: actor.id,
      amount,
      onDate: line.paidOn,
      reference,
      remark: `银行流水 #${statementId} 第 ${line.lineNo} 行`,
      createdAt: now,
    });
  }

  /**
   * A second staff member confirms the arrivals recorded from one statement, one by one through the
   * desk's `confirm` (each audited; the importer is refused as the recorder). Answers how many were
   * confirmed and why each other was not.
   */
  async confirm(actor: AuditActor, statementId: number) {
    const statement = await findStatement(this.db, statementId);
    if (!statement) throw notFound('银行流水不存在');
    const lines = await linesAwaitingConfirmation(this.db, statementId);
    let confirmed = 0;
    const refused: Array<{ registration_id: number; msg: string }> = [];
    for (const line of lines) {
      try {
        await this.deposits.confirm(actor, {
          id: line.registrationId!,
          remark: `银行流水 #${statementId} 第 ${line.lineNo} 行`,
        });
        confirmed += 1;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        refused.push({ registration_id: line.registrationId!, msg: error.message });
      }
    }
    return { confirmed, refused };
  }
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
