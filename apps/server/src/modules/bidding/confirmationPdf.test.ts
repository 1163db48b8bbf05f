import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, expect, it } from 'vitest';
import { describeOnceOnEmbedded } from '../../test/serverData.js';
import { DEAL_METHOD } from '@jhy/contract';
import { dealVerifyAddress, renderConfirmationPdf } from './confirmationPdf.js';
import { loadConfirmationSigner } from './confirmationSigning.js';
import type { ConfirmationRow } from './settlementRepository.js';

/**
 * The 成交确认书 as a reader sees it, checked with Debian's poppler-utils (pdftotext, pdfinfo,
 * pdftoppm, pdfsig) and zbar-tools (zbarimg), which .ci/run installs: independent readers, not the
 * libraries that wrote it.
 */
const TOOLS = {
  pdftotext: '/usr/bin/pdftotext',
  pdftoppm: '/usr/bin/pdftoppm',
  pdfinfo: '/usr/bin/pdfinfo',
  pdfsig: '/usr/bin/pdfsig',
  zbarimg: '/usr/bin/zbarimg',
} as const;

/** Runs one of the readers; a missing one fails the test saying what to install, never skips it. */
function run(tool: keyof typeof TOOLS, args: string[]): string {
  const binary = TOOLS[tool];
  if (!existsSync(binary)) {
    const pkg = tool === 'zbarimg' ? 'zbar-tools' : 'poppler-utils';
    throw new Error(`${binary} is missing: install Debian's ${pkg} (apt-get install ${pkg})`);
  }
  const done = spawnSync(binary, args, { encoding: 'utf8' });
  return tool === 'zbarimg' ? done.stdout : `${done.stdout}${done.stderr}`;
}

/** What a phone reads from the page: the page drawn at 150 dpi, its QR codes decoded. */
function qrCodesOf(file: string): string[] {
  const png = file.replace(/\.pdf$/, '');
  run('pdftoppm', ['-png', '-r', '150', '-singlefile', file, png]);
  return run('zbarimg', ['-q', `${png}.png`])
    .split('\n')
    .filter((line) => line.startsWith('QR-Code:'))
    .map((line) => line.slice('QR-Code:'.length));
}

const pagesOf = (file: string) => Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1]);

const work = mkdtempSync(path.join(tmpdir(), 'jhy-confirmation-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function writePdf(name: string, pdf: Buffer): string {
  const file = path.join(work, name);
  writeFileSync(file, pdf);
  return file;
}

const row: ConfirmationRow = {
  id: 1,
  verificationNo: 'JHY20260601-ABCD2345',
  listingId: 7,
  dealId: 3,
  newsId: 4,
  method: DEAL_METHOD.auction,
  auctionId: 2,
  registrationId: 5,
  buyerUserId: 10,
  buyerName: '青海三江源生态牧业有限公司',
  bidderCode: '0003',
  sellerUserId: 11,
  sellerName: '玉树州生态产品经营有限公司',
  productId: 'JHY-2026-0007',
  productName: '三江源草地碳汇量（2025 年度）',
  quantity: '9010/吨',
  price: '74.8900',
  dealtAt: new Date('2026-06-01T07:30:00Z'),
  documentName: '',
  documentSha256: '',
};

/** A key and a self-signed certificate made now, as a PKCS#12 file an exchange would configure. */
function selfSignedP12(passphrase: string): string {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2036-01-01T00:00:00Z');
  const subject = [
    { name: 'commonName', value: 'JHY Test Exchange' },
    { name: 'organizationName', value: 'JHY' },
    { name: 'countryName', value: 'CN' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], passphrase, { algorithm: '3des' });
  const file = path.join(work, 'exchange.p12');
  writeFileSync(file, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
  return file;
}

// Draws and reads a PDF from given facts, no database: once (docs/testing.md "Once, on the embedded default").
describeOnceOnEmbedded('the 成交确认书 PDF', () => {
  it('has poppler-utils and zbar-tools to read it with (CI installs them)', () => {
    for (const binary of Object.values(TOOLS)) expect(existsSync(binary), `${binary} is missing`).toBe(true);
  });

  it('prints the amount in figures and in words, and the full verification address on one line', async () => {
    const pdf = await renderConfirmationPdf(row, { publicUrl: 'https://jhy.example.cn/' });
    const full = writePdf('full.pdf', pdf);
    expect(pagesOf(full)).toBe(1);
    const text = run('pdftotext', ['-layout', full, '-']);
    expect(text).toContain('74.89 万元（人民币 748,900 元）');
    expect(text).toContain('人民币柒拾肆万捌仟玖佰元整');
    const address = dealVerifyAddress('https://jhy.example.cn/', row.verificationNo);
    expect(address).toBe('https://jhy.example.cn/#/main/DealVerify?no=JHY20260601-ABCD2345');
    const lines = text.split('\n');
    // Never split: the number and the address each stand whole on one line.
    expect(lines.filter((line) => line.includes(`验证编号：${row.verificationNo}`))).toHaveLength(1);
    expect(lines.filter((line) => line.includes(address))).toHaveLength(1);
    expect(text).toContain('扫描右侧二维码');
    expect(text).toContain('SHA-256');
  });

  it('draws a QR code of that address only when PUBLIC_URL is known, and says the path in words otherwise', async () => {
    const withUrl = writePdf('url.pdf', await renderConfirmationPdf(row, { publicUrl: 'https://jhy.example.cn' }));
    expect(qrCodesOf(withUrl)).toEqual(['https://jhy.example.cn/#/main/DealVerify?no=JHY20260601-ABCD2345']);

    const without = writePdf('path.pdf', await renderConfirmationPdf(row, {}));
    expect(pagesOf(without)).toBe(1);
    expect(qrCodesOf(without)).toEqual([]);
    const text = run('pdftotext', ['-layout', without, '-']);
    expect(text).toContain('/#/main/DealVerify');
    expect(text).not.toContain('二维码');
    // The number stands whole under the title and again where the text says to type it in.
    const numbered = text.split('\n').filter((line) => line.includes('JHY2026'));
    expect(numbered).toHaveLength(2);
    for (const line of numbered) expect(line).toContain(row.verificationNo);
  });

  it('carries a PAdES signature that pdfsig validates when a certificate is configured', async () => {
    const passphrase = 'test-passphrase';
    const signer = loadConfirmationSigner(selfSignedP12(passphrase), passphrase);
    expect(signer.name).toBe('JHY Test Exchange');
    const pdf = await renderConfirmationPdf(row, {
      publicUrl: 'https://jhy.example.cn',
      signer,
      signedAt: new Date('2026-06-01T07:31:00Z'),
    });
    const file = writePdf('signed.pdf', pdf);
    expect(pagesOf(file)).toBe(1);
    const report = run('pdfsig', [file]);
    expect(report).toContain('Signature #1');
    expect(report).toContain('Signer Certificate Common Name: JHY Test Exchange');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');

    // One byte changed after signing: the signature no longer holds.
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf('/Producer');
    tampered[at + 1] = 'p'.charCodeAt(0);
    const tamperedReport = run('pdfsig', [writePdf('tampered.pdf', tampered)]);
    expect(tamperedReport).toContain('Signature #1');
    expect(tamperedReport).not.toContain('Signature is Valid.');
  });

  it('refuses a certificate file it cannot open, naming the variable', () => {
    expect(() => loadConfirmationSigner(path.join(work, 'none.p12'), '')).toThrow(/CONFIRMATION_SIGNING_P12/);
    const file = selfSignedP12('right');
    expect(() => loadConfirmationSigner(file, 'wrong')).toThrow(/CONFIRMATION_SIGNING_PASSPHRASE/);
  });
});
