/**
 * Draws the demo pictures and disclosure documents of the trading center into
 * apps/server/assets/demo/trading/. They are committed, so this runs only when one changes:
 *   node apps/server/scripts/generateTradingDemoAssets.mjs
 * Pictures: stylised scenes of each trading class (our own drawing, nothing hot-linked).
 * Documents: multi-page PDFs whose pages are JPEGs of Chinese text (fonts-noto-cjk), so that no
 * font has to be embedded in a hand-written PDF.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { pdfOfJpegPages, randomFrom } from './demoAssetTools.mjs';

const outDir = fileURLToPath(new URL('../assets/demo/trading/', import.meta.url));
const W = 720;
const H = 450;

const hills = (random, baseY, amplitude, steps, fill) => {
  const points = [`0,${H}`];
  for (let i = 0; i <= steps; i++) {
    points.push(`${((W * i) / steps).toFixed(1)},${(baseY - amplitude * (0.3 + 0.7 * random())).toFixed(1)}`);
  }
  points.push(`${W},${H}`);
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

const tree = (x, y, s, fill) =>
  `<polygon points="${x},${y - s * 2.2} ${x - s * 0.7},${y} ${x + s * 0.7},${y}" fill="${fill}"/><rect x="${x - s * 0.08}" y="${y}" width="${s * 0.16}" height="${s * 0.35}" fill="#5a4632"/>`;

const forest = (random, count, top, bottom, greens) =>
  Array.from({ length: count }, () => {
    const y = top + random() * (bottom - top);
    const s = 10 + ((y - top) / (bottom - top)) * 16 + random() * 6;
    return [y, tree(random() * W, y, s, greens[Math.floor(random() * greens.length)])];
  })
    .sort((a, b) => a[0] - b[0])
    .map(([, svg]) => svg)
    .join('');

/** What each class of listing looks like: a landscape and the thing that is traded. */
const motifs = {
  carbon(random) {
    let svg =
      hills(random, H * 0.62, 90, 8, '#8fa3b5') + `<rect y="${H * 0.7}" width="${W}" height="${H}" fill="#7fa36a"/>`;
    for (let i = 0; i < 4; i++) {
      const x = 60 + i * 150 + random() * 30;
      const h = 70 + random() * 40;
      svg += `<rect x="${x}" y="${H * 0.72 - h}" width="110" height="${h}" fill="#c9ced6" stroke="#9aa3ad"/>`;
      svg += `<rect x="${x + 70}" y="${H * 0.72 - h - 90}" width="18" height="90" fill="#b3574a"/>`;
      for (let k = 0; k < 4; k++)
        svg += `<circle cx="${x + 80 + k * 18}" cy="${H * 0.72 - h - 110 - k * 22}" r="${14 + k * 6}" fill="#fff" opacity="${0.75 - k * 0.15}"/>`;
    }
    return svg + forest(random, 18, H * 0.8, H * 0.98, ['#2f6b3f', '#3d7f4a']);
  },
  energy(random) {
    let svg = hills(random, H * 0.6, 120, 6, '#9db59a') + hills(random, H * 0.75, 50, 5, '#7aa35c');
    for (let i = 0; i < 5; i++) {
      const x = 80 + i * 140 + random() * 20;
      const y = H * (0.42 + random() * 0.12);
      const a = random() * 120;
      svg += `<rect x="${x - 3}" y="${y}" width="6" height="${H * 0.7 - y + 40}" fill="#f4f6f8"/>`;
      for (let b = 0; b < 3; b++)
        svg += `<rect x="${x - 3}" y="${y - 62}" width="6" height="62" rx="3" fill="#fff" transform="rotate(${a + b * 120} ${x} ${y})"/>`;
      svg += `<circle cx="${x}" cy="${y}" r="6" fill="#dfe6ec"/>`;
    }
    for (let row = 0; row < 3; row++)
      for (let i = 0; i < 12; i++) {
        const x = 20 + i * 60 + row * 14;
        const y = H * (0.82 + row * 0.055);
        svg += `<polygon points="${x},${y} ${x + 50},${y} ${x + 44},${y + 18} ${x - 6},${y + 18}" fill="#24467a" stroke="#9dbbe0"/>`;
      }
    return svg;
  },
  discharge(random) {
    let svg =
      hills(random, H * 0.6, 100, 7, '#93a99a') + `<rect y="${H * 0.66}" width="${W}" height="${H}" fill="#8cb36a"/>`;
    svg += `<path d="M0 ${H * 0.9} C ${W * 0.3} ${H * 0.78}, ${W * 0.6} ${H * 1.0}, ${W} ${H * 0.84} L ${W} ${H} L 0 ${H} Z" fill="#5fb2d9"/>`;
    for (let i = 0; i < 3; i++) {
      const cx = 160 + i * 150;
      svg += `<ellipse cx="${cx}" cy="${H * 0.74}" rx="60" ry="22" fill="#cfd8dc" stroke="#90a4ae" stroke-width="3"/><ellipse cx="${cx}" cy="${H * 0.74}" rx="44" ry="15" fill="#7cc4a4"/>`;
    }
    svg += `<rect x="560" y="${H * 0.6}" width="110" height="60" fill="#eceff1" stroke="#90a4ae"/><rect x="575" y="${H * 0.64}" width="20" height="16" fill="#90caf9"/><rect x="610" y="${H * 0.64}" width="20" height="16" fill="#90caf9"/>`;
    return svg;
  },
  water(random) {
    let svg = hills(random, H * 0.5, 140, 6, '#7d94aa') + hills(random, H * 0.62, 80, 8, '#5f8a5f');
    svg += `<rect y="${H * 0.6}" width="${W}" height="${H}" fill="#3f95c8"/>`;
    for (let i = 0; i < 14; i++)
      svg += `<rect x="${random() * W}" y="${H * (0.64 + random() * 0.3)}" width="${30 + random() * 60}" height="2" fill="#cfeaf7" opacity="0.7"/>`;
    svg += `<polygon points="${W * 0.55},${H * 0.6} ${W * 0.95},${H * 0.6} ${W},${H * 0.75} ${W * 0.5},${H * 0.75}" fill="#cfd4d8"/>`;
    return svg;
  },
  sink(random) {
    return (
      hills(random, H * 0.5, 130, 7, '#6d8f7a') +
      hills(random, H * 0.64, 90, 9, '#3f7a4f') +
      forest(random, 90, H * 0.55, H * 1.02, ['#1f5a32', '#2a6e3c', '#347a45', '#245f35'])
    );
  },
  felling(random) {
    let svg =
      hills(random, H * 0.55, 110, 7, '#7a9a84') + `<rect y="${H * 0.72}" width="${W}" height="${H}" fill="#8a9f5a"/>`;
    svg += forest(random, 50, H * 0.5, H * 0.76, ['#245f35', '#2f6b3f']);
    for (let row = 0; row < 3; row++)
      for (let i = 0; i < 6 - row; i++) {
        const cx = 420 + i * 36 + row * 18;
        const cy = H * 0.93 - row * 30;
        svg += `<circle cx="${cx}" cy="${cy}" r="17" fill="#c8a06a" stroke="#7a5632" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="7" fill="none" stroke="#9a7448" stroke-width="2"/>`;
      }
    return svg;
  },
  plot(random) {
    let svg = hills(random, H * 0.45, 90, 6, '#8aa39a');
    for (let i = 0; i < 7; i++) {
      const y = H * 0.5 + i * 34;
      svg += `<path d="M0 ${y} C ${W * 0.3} ${y - 20}, ${W * 0.7} ${y + 20}, ${W} ${y} L ${W} ${H} L 0 ${H} Z" fill="${i % 2 ? '#6f9a4a' : '#86b25c'}"/>`;
      for (let k = 0; k < 16; k++) svg += tree(20 + k * 46 + (i % 2) * 20, y + 26, 8, '#2f6b3f');
    }
    return svg;
  },
  rights(random) {
    let svg = hills(random, H * 0.52, 120, 7, '#7c98a8') + hills(random, H * 0.66, 60, 6, '#5d8d58');
    svg += forest(random, 60, H * 0.6, H * 0.98, ['#1f5a32', '#3d7f4a', '#6f8f2f']);
    svg += `<polygon points="90,${H * 0.72} 150,${H * 0.66} 210,${H * 0.72}" fill="#a0522d"/><rect x="105" y="${H * 0.72}" width="90" height="50" fill="#f1e4c8"/><rect x="140" y="${H * 0.76}" width="20" height="30" fill="#7a5632"/>`;
    for (let i = 0; i < 12; i++)
      svg += `<rect x="${250 + i * 30}" y="${H * 0.9}" width="6" height="26" fill="#f5f5f5"/>`;
    return svg + `<rect x="250" y="${H * 0.92}" width="336" height="4" fill="#f5f5f5"/>`;
  },
};

const skies = [
  ['#3f86d0', '#d8ecf7'],
  ['#5aa0dc', '#eef6ea'],
  ['#e8a25a', '#f8e2bd'],
];

function picture(motif, variant) {
  const random = randomFrom(motif.length * 97 + variant * 131 + motif.charCodeAt(0));
  const [top, bottom] = skies[variant % skies.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="${W * (0.7 + random() * 0.2)}" cy="${H * 0.17}" r="30" fill="#fff7d6" opacity="0.9"/>${motifs[motif](random)}</svg>`;
}

/** The disclosure documents every demo project attaches, page by page. */
const documents = [
  {
    file: 'disclosure-announcement.pdf',
    pages: [
      [
        '产权转让信息披露公告',
        '一、转让标的基本情况',
        '本项目标的为转让方依法持有的生态产品权益，权属清晰，',
        '不存在抵押、查封等权利限制情形。',
        '二、转让方承诺',
        '转让方承诺所提供材料真实、完整、准确，',
        '已履行内部决策程序并取得相关批准。',
        '三、挂牌价格与保证金',
        '挂牌价格及交易保证金详见项目页面“交易条件”。',
      ],
      [
        '四、受让方资格条件',
        '1. 依法设立并有效存续的企业法人或其他组织；',
        '2. 具有良好的财务状况和支付能力；',
        '3. 具有良好的商业信用，无重大违法记录。',
        '五、信息披露期满处理方式',
        '未征集到意向受让方的，按公告约定终结或延长披露。',
        '',
        '江河源生态环境交易中心',
      ],
    ],
  },
  {
    file: 'disclosure-evaluation.pdf',
    pages: [
      [
        '资产评估报告（摘要）',
        '评估目的：为转让方转让生态产品权益提供价值参考。',
        '评估基准日：挂牌前三个月内。',
        '评估方法：收益法、市场法。',
        '评估结论：评估价值不低于挂牌价格。',
        '特别事项：评估结论仅在评估报告载明的有效期内使用。',
        '',
        '本摘要仅供意向受让方参考，完整报告可于交易中心查阅。',
      ],
    ],
  },
  {
    file: 'disclosure-decision.pdf',
    pages: [
      [
        '转让方内部决策文件',
        '经转让方有权决策机构审议，同意将本项目标的',
        '通过江河源生态环境交易中心公开挂牌转让，',
        '并授权经办人办理挂牌、签约及结算相关事宜。',
        '',
        '表决结果：同意票占全部表决权的三分之二以上。',
        '',
        '（盖章）',
      ],
    ],
  },
  {
    file: 'enroll-materials.pdf',
    pages: [
      [
        '意向受让方报名材料清单',
        '1. 受让申请书（加盖公章）；',
        '2. 营业执照副本复印件；',
        '3. 法定代表人身份证明及授权委托书；',
        '4. 保证金交纳凭证；',
        '5. 受让方承诺函。',
        '',
        '以上材料一式两份，报名截止前提交交易中心。',
      ],
    ],
  },
  {
    file: 'business-license.pdf',
    pages: [
      [
        '营业执照（副本）',
        '本件为演示数据，仅用于江河源生态产品交易平台演示环境。',
        '',
        '统一社会信用代码：见企业信息',
        '类　　型：有限责任公司',
        '经营范围：生态保护与修复；林业经营；',
        '　　　　　碳汇项目开发与咨询服务。',
        '',
        '登记机关（演示）',
      ],
    ],
  },
];

function textPage(lines) {
  const width = 1240;
  const height = 1754;
  const body = lines
    .map((line, index) =>
      index === 0
        ? `<text x="${width / 2}" y="230" text-anchor="middle" font-family="Noto Sans CJK SC" font-weight="bold" font-size="54" fill="#1d5c3a">${line}</text>`
        : `<text x="150" y="${330 + index * 86}" font-family="Noto Sans CJK SC" font-size="34" fill="#333">${line}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#fff"/><rect x="110" y="130" width="${width - 220}" height="6" fill="#2e8b57"/><rect x="110" y="280" width="${width - 220}" height="2" fill="#1f4e79"/>${body}</svg>`;
}

await mkdir(outDir, { recursive: true });
for (const motif of Object.keys(motifs)) {
  for (const variant of [1, 2]) {
    const target = path.join(outDir, `${motif}-${variant}.jpg`);
    await sharp(Buffer.from(picture(motif, variant)))
      .jpeg({ quality: 76, mozjpeg: true })
      .toFile(target);
    console.log('wrote', path.relative(process.cwd(), target));
  }
}
for (const document of documents) {
  const pages = [];
  for (const lines of document.pages) {
    pages.push(
      await sharp(Buffer.from(textPage(lines)))
        .flatten({ background: '#fff' })
        .grayscale()
        .jpeg({ quality: 70 })
        .toBuffer(),
    );
  }
  const target = path.join(outDir, document.file);
  await writeFile(target, pdfOfJpegPages(pages, { width: 1240, height: 1754, colorSpace: 'DeviceGray' }));
  console.log('wrote', path.relative(process.cwd(), target));
}
