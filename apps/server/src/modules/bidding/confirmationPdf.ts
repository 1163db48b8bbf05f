import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  DEAL_METHOD,
  DEAL_METHOD_LABEL,
  formatAmount,
  formatWan,
  wanInChineseWords,
  wanToYuanText,
} from '@jhy/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatChinaDateTime } from '../../infra/chinaTime.js';
import { woffToSfnt } from '../../infra/woffToSfnt.js';
import { addSignaturePlaceholder, signPdf, type ConfirmationSigner } from './confirmationSigning.js';
import type { ConfirmationRow } from './settlementRepository.js';

/**
 * Where a holder checks the confirmation: the portal's verification page, a hash route of the web
 * app (apps/web/src/portal/bidding/dealPaths.ts, DEAL_VERIFY_PATH).
 */
export const DEAL_VERIFY_ROUTE = '/#/main/DealVerify';

/** The verification page of one confirmation, in full when the site's address is known, else its path. */
export function dealVerifyAddress(publicUrl: string | undefined, no: string): string {
  const path = `${DEAL_VERIFY_ROUTE}?no=${encodeURIComponent(no)}`;
  return publicUrl ? `${publicUrl.replace(/\/+$/, '')}${path}` : path;
}

export interface ConfirmationPdfOptions {
  /** PUBLIC_URL: with it the document prints the page's full address and a QR code to it. */
  publicUrl?: string;
  /** The exchange's certificate (CONFIRMATION_SIGNING_P12): with it the document is signed (PAdES). */
  signer?: ConfirmationSigner;
  /** When the document is signed (the signature's time); the deal's time when not given. */
  signedAt?: Date;
}

/**
 * The font the confirmation is set in: Noto Sans SC's simplified-Chinese cut (about 8,200 glyphs:
 * GB 2312 and the common extensions, with Latin and digits) from the npm package
 * @fontsource/noto-sans-sc, so the PDF renders Chinese on any machine that ran `npm ci`, with no
 * system font (docs/deal-confirmation.md). pdfkit embeds only the glyphs a document uses.
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
    ['成交价格', `${formatWan(row.price)}（人民币 ${yuanFigures(row.price)} 元）`],
    ['金额大写', `人民币${wanInChineseWords(row.price)}`],
    ['成交时间', formatChinaDateTime(row.dealtAt)],
  ];
  return facts;
}

/** A stored 万元 amount in yuan, thousands grouped: '74.89' → '748,900' (exact: the unit is one yuan). */
function yuanFigures(stored: string): string {
  return wanToYuanText(stored).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * 成交确认书 of one sale, as a PDF (A4), signed when a signer is given. It is rendered once and kept
 * (confirmationDocuments.ts): every download serves the stored bytes, never a new rendering.
 */
export async function renderConfirmationPdf(
  row: ConfirmationRow,
  options: ConfirmationPdfOptions = {},
): Promise<Buffer> {
  const address = dealVerifyAddress(options.publicUrl, row.verificationNo);
  // Only a full address gets a code: a phone cannot open a bare path (never a code to nowhere).
  const qr = options.publicUrl ? QRCode.create(address, { errorCorrectionLevel: 'M' }) : undefined;
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
  drawConfirmation(doc, row, { address, full: Boolean(options.publicUrl), qr });
  if (options.signer) addSignaturePlaceholder(doc, options.signedAt ?? row.dealtAt);
  doc.end();
  const pdf = await finished;
  return options.signer ? signPdf(pdf, options.signer, options.signedAt ?? row.dealtAt) : pdf;
}

interface VerifyBlock {
  address: string;
  full: boolean;
  qr: QRCode.QRCode | undefined;
}

function drawConfirmation(doc: PDFKit.PDFDocument, row: ConfirmationRow, verify: VerifyBlock): void {
  const width = doc.page.width - PAGE_MARGIN * 2;
  doc.fillColor(GREEN).fontSize(13).text('江河源生态产品交易平台', { align: 'center' });
  doc.moveDown(0.6);
  doc.fillColor(INK).fontSize(26).text('成 交 确 认 书', { align: 'center' });
  doc.moveDown(0.4);
  drawUnbroken(doc, `验证编号：${row.verificationNo}`, 11, MUTED, 'center', width);
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
  doc.moveDown(1.5);
  doc.fontSize(12).fillColor(INK).text('签发单位：江河源生态产品交易平台', { align: 'right', width });
  doc.moveDown(0.4);
  doc.text(`签发日期：${formatChinaDateTime(row.dealtAt).slice(0, 10)}`, { align: 'right', width });
  // How to check it, at the foot of the one page, under a rule.
  const footTop = doc.page.height - PAGE_MARGIN - VERIFY_BLOCK_HEIGHT;
  doc.y = Math.max(doc.y + 18, footTop);
  doc
    .moveTo(PAGE_MARGIN, doc.y - 10)
    .lineTo(PAGE_MARGIN + width, doc.y - 10)
    .lineWidth(0.5)
    .stroke('#c9d6cf');
  drawVerification(doc, row, verify, width);
}

/** Room the verification block takes at the page's foot: the QR code's height. */
const VERIFY_BLOCK_HEIGHT = 100;

/** Two columns, label and value, ruled; a long value wraps inside its cell. */
function drawFactsTable(doc: PDFKit.PDFDocument, facts: Array<[string, string]>, width: number): void {
  const labelWidth = 110;
  const padding = 7;
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

/**
 * One line that must never break (the verification number, the address): measured, set smaller
 * when it would not fit, and written with line breaking off, so a reader copies it whole.
 */
function drawUnbroken(
  doc: PDFKit.PDFDocument,
  text: string,
  size: number,
  color: string,
  align: 'left' | 'center',
  width: number,
  x = PAGE_MARGIN,
): void {
  let fontSize = size;
  doc.fontSize(fontSize);
  while (doc.widthOfString(text) > width && fontSize > 6) {
    fontSize -= 0.5;
    doc.fontSize(fontSize);
  }
  const textWidth = doc.widthOfString(text);
  const left = align === 'center' ? x + (width - textWidth) / 2 : x;
  const y = doc.y;
  doc.fillColor(color).text(text, left, y, { lineBreak: false });
  doc.x = PAGE_MARGIN;
  doc.y = y + doc.currentLineHeight(true);
}

const QR_SIZE = 96;

/**
 * How to check the document: with PUBLIC_URL, the page's full address and a QR code to it beside
 * the text; without, the page's path on the platform's site in words, and no code.
 */
function drawVerification(doc: PDFKit.PDFDocument, row: ConfirmationRow, verify: VerifyBlock, width: number): void {
  const top = doc.y;
  const textWidth = verify.qr ? width - QR_SIZE - 16 : width;
  doc.fontSize(10.5).fillColor(MUTED);
  if (verify.full) {
    doc.text(
      '核验方式：用手机扫描右侧二维码，或在浏览器中打开下列地址，页面所示成交事实应与本确认书一致：',
      PAGE_MARGIN,
      top,
      {
        width: textWidth,
        lineGap: 4,
      },
    );
    doc.moveDown(0.3);
    drawUnbroken(doc, verify.address, 9.5, INK, 'left', textWidth);
  } else {
    doc.text(
      `核验方式：打开本平台网站，进入“成交验证”页面（网站地址后加 ${verify.address.split('?')[0]}），` +
        '输入下列验证编号，页面所示成交事实应与本确认书一致：',
      PAGE_MARGIN,
      top,
      { width: textWidth, lineGap: 4 },
    );
    doc.moveDown(0.3);
    drawUnbroken(doc, row.verificationNo, 11, INK, 'left', textWidth);
  }
  doc.moveDown(0.3);
  doc
    .fontSize(9.5)
    .fillColor(MUTED)
    .text('验证页面同时显示本确认书电子文件的 SHA-256 摘要，可与所持文件的摘要比对。', PAGE_MARGIN, doc.y, {
      width: textWidth,
      lineGap: 3,
    });
  let bottom = doc.y;
  if (verify.qr) {
    drawQrCode(doc, verify.qr, PAGE_MARGIN + width - QR_SIZE, top, QR_SIZE);
    bottom = Math.max(bottom, top + QR_SIZE);
  }
  doc.x = PAGE_MARGIN;
  doc.y = bottom;
}

/** The code as vector squares (a quiet zone of four modules around it), sharp at any zoom and in print. */
function drawQrCode(doc: PDFKit.PDFDocument, qr: QRCode.QRCode, x: number, y: number, size: number): void {
  const count = qr.modules.size;
  const module = size / (count + 8);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let r = 0; r < count; r += 1) {
    for (let c = 0; c < count; c += 1) {
      if (qr.modules.get(r, c)) doc.rect(x + (c + 4) * module, y + (r + 4) * module, module, module);
    }
  }
  doc.fill('#000000');
}
