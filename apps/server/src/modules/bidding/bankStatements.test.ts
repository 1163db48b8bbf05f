import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CONSOLE_API, CONSOLE_TOKEN_HEADER, depositTransferReference, REGISTRATION } from '@jhy/contract';
import { bankStatementLines, depositEntries, registrationDeposits, uploadedFiles } from '../../db/schema.js';
import { qualifiedBidder, type QualifiedBidder } from '../../test/biddingFixtures.js';
import { addStaff, asStaff, createConsoleTestApp, staffToken, type StaffCaller } from '../../test/consoleStaff.js';
import { ms } from '../../test/controlledClock.js';
import { multipartBody } from '../../test/multipart.js';
import { suiteApp, suiteListingOwner } from '../../test/suite.js';
import { createListing } from '../../test/tradingFixtures.js';

// Bank statements matched (docs/bidding.md "Bank statements"): a statement with a line naming its
// registration by the transfer reference, one matching by payer name and amount, one naming a
// registration with too little money and one naming nothing; imported, confirmed by a second staff
// member, imported again — nothing recorded twice. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const END = new Date('2026-06-30T15:59:59Z');
const now = ms(END, -3 * 24 * 60 * 60 * 1000);

const t = suiteApp(() => createConsoleTestApp({}, () => now));
const owner = suiteListingOwner(t);
let importer: { token: string; calls: StaffCaller };
let checker: { token: string; calls: StaffCaller };
let byReference: QualifiedBidder;
let byName: QualifiedBidder;
let tooLittle: QualifiedBidder;

async function member(username: string) {
  const created = await addStaff(t.db, username, 'reviewer');
  const token = await staffToken(t.app, created.username, created.password);
  return { token, calls: asStaff(t.app, token) };
}

beforeAll(async () => {
  importer = await member('statement_importer');
  checker = await member('statement_checker');
  const listing = await createListing(t.db, owner, {
    startTime: ms(END, -20 * 24 * 60 * 60 * 1000),
    endTime: END,
    marginMoney: '10.00/万元',
  });
  [byReference, byName, tooLittle] = [
    await qualifiedBidder(t.db, listing.id, REGISTRATION.codes.pending),
    await qualifiedBidder(t.db, listing.id, REGISTRATION.codes.pending),
    await qualifiedBidder(t.db, listing.id, REGISTRATION.codes.pending),
  ];
  const ids = [byReference, byName, tooLittle].map((b) => b.registrationId);
  await t.db.delete(registrationDeposits).where(inArray(registrationDeposits.registrationId, ids));
});

const HEADERS = ['交易日期', '付款人名称', '付款人账号', '金额', '附言'];
const lines = () => [
  [
    '2026-06-25',
    '某某贸易公司',
    '6222 0000 1111',
    100000,
    `保证金 ${depositTransferReference(byReference.registrationId)}`,
  ],
  ['2026-06-26', byName.companyName, '6222000022220', '100,000.00', '竞买保证金'],
  ['2026-06-26', tooLittle.companyName, '6222000033330', 50000, depositTransferReference(tooLittle.registrationId)],
  ['2026-06-27', '路人甲', '6222000044440', 1234.5, '货款'],
];

async function xlsxStatement(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('流水');
  sheet.addRow(['中国工商银行 账户明细']);
  sheet.addRow(HEADERS);
  for (const line of lines()) sheet.addRow(line);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvStatement = () =>
  Buffer.from(
    `\uFEFF${[HEADERS, ...lines()].map((row) => row.map((cell) => `"${String(cell)}"`).join(',')).join('\r\n')}\r\n`,
  );

async function upload(who: { token: string }, filename: string, content: Buffer) {
  const body = multipartBody([{ filename, content }]);
  const res = await t.app.inject({
    method: 'POST',
    url: CONSOLE_API.statementImport,
    payload: body.payload,
    headers: { ...body.headers, [CONSOLE_TOKEN_HEADER]: who.token },
  });
  return res.json();
}

const depositsOf = async () =>
  (
    await t.db
      .select({ registrationId: registrationDeposits.registrationId, status: registrationDeposits.status })
      .from(registrationDeposits)
      .where(
        inArray(
          registrationDeposits.registrationId,
          [byReference, byName, tooLittle].map((b) => b.registrationId),
        ),
      )
      .orderBy(asc(registrationDeposits.registrationId))
  ).map((row) => [row.registrationId, row.status]);

const entryCount = async () =>
  (
    await t.db
      .select({ id: depositEntries.id })
      .from(depositEntries)
      .where(
        inArray(
          depositEntries.registrationId,
          [byReference, byName, tooLittle].map((b) => b.registrationId),
        ),
      )
  ).length;

describe('bank statements', () => {
  it('matches by reference, then by payer name and amount; lists the rest as exceptions; records nothing twice', async () => {
    const first = await upload(importer, '6月流水.xlsx', await xlsxStatement());
    expect(first).toMatchObject({
      code: 200,
      msg: '银行流水已导入：2 笔已登记到账，待另一名工作人员确认',
      data: { line_count: 4, new_lines: 4, recorded: 2 },
    });
    const outcomes = first.data.lines.map((l: Record<string, unknown>) => [
      l.line_no,
      l.registration_id,
      l.matched_by,
      l.outcome,
      l.note,
    ]);
    expect(outcomes).toEqual([
      [1, byReference.registrationId, 'reference', 'recorded', ''],
      [2, byName.registrationId, 'name', 'recorded', ''],
      [3, tooLittle.registrationId, 'reference', 'mismatch', '金额少于应缴保证金'],
      [4, 0, '', 'unmatched', ''],
    ]);
    expect(await depositsOf()).toEqual([
      [byReference.registrationId, 5],
      [byName.registrationId, 5],
    ]);
    const [deposit] = await t.db
      .select()
      .from(registrationDeposits)
      .where(eq(registrationDeposits.registrationId, byReference.registrationId));
    expect(deposit).toMatchObject({ amount: '10.0000', paidOn: '2026-06-25' });

    // The statement is a private file of the importer.
    const [file] = await t.db
      .select()
      .from(uploadedFiles)
      .orderBy(asc(uploadedFiles.id))
      .limit(1)
      .offset((await t.db.$count(uploadedFiles)) - 1);
    expect(file).toMatchObject({ isPrivate: true, originalName: '6月流水.xlsx' });

    // The exceptions stay listed.
    const exceptions = async () =>
      (await checker.calls(CONSOLE_API.statementLines, { statement_id: 0, outcome: 'mismatch' })).json().data.data
        .length +
      (await checker.calls(CONSOLE_API.statementLines, { statement_id: 0, outcome: 'unmatched' })).json().data.data
        .length;
    expect(await exceptions()).toBe(2);

    // The importer recorded them: a second staff member confirms.
    const mine = (await importer.calls(CONSOLE_API.statementConfirm, { statement_id: first.data.statement_id })).json();
    expect(mine.data).toMatchObject({ confirmed: 0 });
    expect(mine.data.refused.map((r: { msg: string }) => r.msg)).toEqual([
      '登记与确认须由两名不同的工作人员进行：请由登记人以外的工作人员确认',
      '登记与确认须由两名不同的工作人员进行：请由登记人以外的工作人员确认',
    ]);
    const confirmed = (
      await checker.calls(CONSOLE_API.statementConfirm, { statement_id: first.data.statement_id })
    ).json();
    expect(confirmed).toMatchObject({ code: 200, msg: '已确认 2 笔到账', data: { confirmed: 2, refused: [] } });
    expect(await depositsOf()).toEqual([
      [byReference.registrationId, 1],
      [byName.registrationId, 1],
    ]);
    const entriesAfterFirst = await entryCount();
    expect(entriesAfterFirst).toBe(4);

    // The same statement again, as .xlsx and as the bank's .csv: no line is new, nothing is recorded.
    for (const [name, content] of [
      ['6月流水.xlsx', await xlsxStatement()],
      ['6月流水.csv', csvStatement()],
    ] as const) {
      const again = await upload(importer, name, content);
      expect(again).toMatchObject({ code: 200, data: { line_count: 4, new_lines: 0, recorded: 0, lines: [] } });
    }
    expect(await t.db.$count(bankStatementLines)).toBe(4);
    expect(await entryCount()).toBe(entriesAfterFirst);
    expect(await exceptions()).toBe(2);
    expect(
      (await checker.calls(CONSOLE_API.statementConfirm, { statement_id: first.data.statement_id })).json().data,
    ).toEqual({ confirmed: 0, refused: [] });
  });

  it('refuses a file that is not a statement: another type, disguised bytes, missing columns', async () => {
    expect(await upload(importer, 'x.pdf', Buffer.from('%PDF-1.4'))).toMatchObject({
      code: 400,
      msg: '仅支持 .xlsx 或 .csv 格式的银行流水',
    });
    expect(await upload(importer, 'x.xlsx', Buffer.from('日期,金额\n'))).toMatchObject({
      code: 400,
      msg: '文件内容与扩展名不符，请上传真实的文件',
    });
    expect(await upload(importer, 'x.csv', Buffer.from('日期,金额\n2026-06-01,1\n'))).toMatchObject({
      code: 400,
      msg: '银行流水缺少必要的列：日期、付款人名称、付款人账号、金额、附言',
    });
  });
});
