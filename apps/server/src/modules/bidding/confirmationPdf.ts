import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEAL_METHOD, DEAL_METHOD_LABEL, formatAmount, formatWan } from '@jhy/contract';
import PDFDocument from 'pdfkit';
import { formatChinaDateTime } from '../../infra/chinaTime.js';
import { woffToSfnt } from '../../infra/woffToSfnt.js';
import type { ConfirmationRow } from './settlementRepository.js';

/**
 * The font the confirmation is set in: Noto Sans SC's simplified-Chinese cut (about 8,200 glyphs:
 * GB 2312 and the common extensions, with Latin and digits) from the npm package
 * @fontsource/noto-sans-sc, so the PDF renders Chinese on any machine that ran `npm ci`, with no
 * system font (docs/bidding.md "The result"). pdfkit embeds only the glyphs a document uses.
 */
const FONT_FILE = createRequire(import.meta.url).resolve(
  '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff',
);
let font: Buffer | undefined;
/** The font as TrueType, read and unwrapped on first use (infra/woffToSfnt.ts says why). */
const fontData = () => (font ??= woffToSfnt(readFileSync(FONT_FILE)));

const PAGE_MARGIN = 64;
const GREEN = '#1f6f4a';
const INK = '#1f2933';
const MUTED = '#5b6770';

/** The rows of the confirmation's table: what both sides confirm. */
export function confirmationFacts(row: ConfirmationRow): Array<[string, string]> {
  const facts: Array<[string, string]> = [
    ['项目编号', row.productId],
    ['项目名称', row.productName],
    ['转让方', row.sellerName],
    ['受让方', row.method === DEAL_METHOD.auction ? `${row.buyerName}（竞价号 ${row.bidderCode}）` : row.buyerName],
    ['交易方式', DEAL_METHOD_LABEL[row.method] ?? ''],
    ['成交数量', formatAmount(row.quantity) || '—'],
    ['成交价格', formatWan(row.price)],
    ['成交时间', formatChinaDateTime(row.dealtAt)],
  ];
  return facts;
}

/**
 * 成交确认书 of one sale, as a PDF (A4). The same row always gives the same document: the file's
 * dates are the deal's, not the moment it is drawn.
 */
export function renderConfirmationPdf(row: ConfirmationRow): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: {
      Title: `成交确认书 ${row.verificationNo}`,
      Author: '江河源生态产品交易平台',
      CreationDate: row.dealtAt,
      ModDate: row.dealtAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', fontData());
  doc.font('cjk');
  drawConfirmation(doc, row);
  doc.end();
  return finished;
}

function drawConfirmation(doc: PDFKit.PDFDocument, row: ConfirmationRow): void {
  const width = doc.page.width - PAGE_MARGIN * 2;
  doc.fillColor(GREEN).fontSize(13).text('江河源生态产品交易平台', { align: 'center' });
  doc.moveDown(0.6);
  doc.fillColor(INK).fontSize(26).text('成 交 确 认 书', { align: 'center' });
  doc.moveDown(0.4);
  doc.fillColor(MUTED).fontSize(11).text(`验证编号：${row.verificationNo}`, { align: 'center' });
  doc.moveDown(1.2);
  doc
    .fillColor(INK)
    .fontSize(12)
    .text(
      `经江河源生态产品交易平台公开挂牌${row.method === DEAL_METHOD.auction ? '并组织网络竞价' : '，报名期满仅产生一家合格意向受让方，按挂牌价格协议转让'}，下列项目成交，特此确认：`,
      { width, lineGap: 6 },
    );
  doc.moveDown(0.8);
  drawFactsTable(doc, confirmationFacts(row), width);
  doc.moveDown(1.2);
  doc
    .fontSize(12)
    .fillColor(INK)
    .text(
      '转让方与受让方应自本确认书签发之日起，按挂牌公告的约定签订交易合同，办理价款结算和权属变更。' +
        '受让方已交纳的保证金转为交易价款的一部分。',
      PAGE_MARGIN,
      doc.y,
      { width, lineGap: 6 },
    );
  doc.moveDown(1.2);
  doc
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(
      `核验方式：访问本平台“成交验证”页面（/main/DealVerify），输入验证编号 ${row.verificationNo}，` +
        '页面所示成交事实应与本确认书一致。',
      { width, lineGap: 4 },
    );
  doc.moveDown(2.5);
  doc.fontSize(12).fillColor(INK).text('签发单位：江河源生态产品交易平台', { align: 'right', width });
  doc.moveDown(0.4);
  doc.text(`签发日期：${formatChinaDateTime(row.dealtAt).slice(0, 10)}`, { align: 'right', width });
}

/** Two columns, label and value, ruled; a long value wraps inside its cell. */
function drawFactsTable(doc: PDFKit.PDFDocument, facts: Array<[string, string]>, width: number): void {
  const labelWidth = 110;
  const padding = 8;
  let y = doc.y;
  doc.fontSize(12);
  for (const [label, value] of facts) {
    const valueWidth = width - labelWidth - padding * 2;
    const height = Math.max(doc.heightOfString(value, { width: valueWidth }), doc.currentLineHeight()) + padding * 2;
    doc.rect(PAGE_MARGIN, y, labelWidth, height).fillAndStroke('#eef5f1', '#c9d6cf');
    doc.rect(PAGE_MARGIN + labelWidth, y, width - labelWidth, height).stroke('#c9d6cf');
    doc.fillColor(MUTED).text(label, PAGE_MARGIN + padding, y + padding, { width: labelWidth - padding * 2 });
    doc.fillColor(INK).text(value, PAGE_MARGIN + labelWidth + padding, y + padding, { width: valueWidth });
    y += height;
  }
  doc.x = PAGE_MARGIN;
  doc.y = y;
}
