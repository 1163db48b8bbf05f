/**
 * Draws the demo pictures of the public content (home banners, news and policy thumbnails) into
 * apps/server/assets/demo/content/. They are committed, so this runs only when a picture changes:
 *   node apps/server/scripts/generateContentDemoImages.mjs
 * Stylised landscapes of the river-source region (thumbnails with a place label, banners without
 * words) — our own work, nothing hot-linked.
 * Needs the Noto Sans CJK font (Debian: fonts-noto-cjk) for the captions.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { pdfOfJpegPages, randomFrom } from './demoAssetTools.mjs';

const outDir = fileURLToPath(new URL('../assets/demo/content/', import.meta.url));

function ridge(random, width, height, baseY, amplitude, steps) {
  const points = [`0,${height}`];
  for (let i = 0; i <= steps; i++) {
    const x = (width * i) / steps;
    const y = baseY - amplitude * (0.35 + 0.65 * random()) * (i % 2 === 0 ? 0.55 : 1);
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
}

const palettes = {
  snow: { sky: ['#4f8fd6', '#cfe6f7'], far: '#7f97b5', near: '#3f6b5a', ground: '#5f8f4e', snow: true },
  lake: { sky: ['#2f7ec4', '#bfe3f2'], far: '#8aa7c2', near: '#5c7f6a', ground: '#2f8fbf', water: true },
  grass: { sky: ['#5aa0dc', '#e3f1f8'], far: '#93b0a0', near: '#6f9a4a', ground: '#8cbf4f', dots: '#4a3b2a' },
  forest: { sky: ['#6aa8cf', '#e6f2e6'], far: '#5d8a6a', near: '#2f6b3f', ground: '#3f7f3f', trees: true },
  wetland: { sky: ['#7db6d9', '#f0f6ee'], far: '#9fb7a2', near: '#6f9f7a', ground: '#4f9fb0', water: true },
  solar: { sky: ['#3f86d0', '#d8ecf7'], far: '#a09a8a', near: '#b8a888', ground: '#c9b998', panels: true },
  gorge: { sky: ['#e8a25a', '#f8dcb0'], far: '#9a6a4a', near: '#6a4a3a', ground: '#3f7fa0', water: true },
  desert: { sky: ['#f08a4b', '#fbd38d'], far: '#c98a5a', near: '#a86a3f', ground: '#d9a066' },
  flowers: { sky: ['#5aa0dc', '#e8f4fb'], far: '#7f9fb0', near: '#6f9a4a', ground: '#f2c81e', dots: '#e0a800' },
  night: { sky: ['#0b1d3a', '#2b4f7a'], far: '#22364f', near: '#15263a', ground: '#1d2f45', stars: true },
};

function scene({ width, height, palette, seed, caption, banner = false }) {
  const p = palettes[palette];
  const random = randomFrom(seed);
  const parts = [];
  parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>`,
    `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
  );
  if (p.stars) {
    for (let i = 0; i < 160; i++)
      parts.push(
        `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height * 0.6).toFixed(0)}" r="${(random() * 1.6 + 0.4).toFixed(1)}" fill="#fff" opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`,
      );
  } else {
    parts.push(
      `<circle cx="${(width * (0.65 + random() * 0.25)).toFixed(0)}" cy="${(height * 0.2).toFixed(0)}" r="${(height * 0.07).toFixed(0)}" fill="#fff7d6" opacity="0.85"/>`,
    );
  }
  const far = ridge(random, width, height, height * 0.55, height * 0.35, 9);
  parts.push(`<polygon points="${far}" fill="${p.far}"/>`);
  if (p.snow) {
    // Snow caps: the far ridge clipped to its upper part.
    parts.push(
      `<clipPath id="cap"><rect width="${width}" height="${(height * 0.36).toFixed(0)}"/></clipPath><polygon points="${far}" fill="#f4f8fb" clip-path="url(#cap)"/>`,
    );
  }
  parts.push(`<polygon points="${ridge(random, width, height, height * 0.7, height * 0.18, 7)}" fill="${p.near}"/>`);
  parts.push(`<rect y="${(height * 0.74).toFixed(0)}" width="${width}" height="${height}" fill="${p.ground}"/>`);
  if (p.water) {
    parts.push(
      `<path d="M0 ${height * 0.8} C ${width * 0.3} ${height * 0.72}, ${width * 0.6} ${height * 0.92}, ${width} ${height * 0.78} L ${width} ${height} L 0 ${height} Z" fill="#9fd3ec" opacity="0.55"/>`,
    );
  }
  if (p.trees) {
    for (let i = 0; i < 46; i++) {
      const x = random() * width;
      const y = height * (0.7 + random() * 0.22);
      const s = height * (0.05 + random() * 0.05);
      parts.push(
        `<polygon points="${x},${y - s * 2} ${x - s * 0.6},${y} ${x + s * 0.6},${y}" fill="${random() > 0.5 ? '#1f5a32' : '#2a6e3c'}"/>`,
      );
    }
  }
  if (p.panels) {
    for (let row = 0; row < 4; row++)
      for (let i = 0; i < 14; i++) {
        const x = width * 0.04 + i * width * 0.068 + row * 12;
        const y = height * (0.76 + row * 0.05);
        parts.push(
          `<polygon points="${x},${y} ${x + width * 0.055},${y} ${x + width * 0.05},${y + height * 0.035} ${x - width * 0.005},${y + height * 0.035}" fill="#1f3f6f" stroke="#8fb0d8" stroke-width="1"/>`,
        );
      }
  }
  if (p.dots) {
    for (let i = 0; i < 60; i++)
      parts.push(
        `<ellipse cx="${(random() * width).toFixed(0)}" cy="${(height * (0.78 + random() * 0.2)).toFixed(0)}" rx="${(4 + random() * 5).toFixed(1)}" ry="${(3 + random() * 3).toFixed(1)}" fill="${p.dots}" opacity="0.8"/>`,
      );
  }
  if (banner) {
    // A banner: no words in the picture. The portal writes the banner's title over it in HTML, at
    // a size that stays readable on a phone (baked-in text shrinks with the picture); the darker
    // lower band keeps that title legible.
    parts.push(`<rect y="${height * 0.55}" width="${width}" height="${height * 0.45}" fill="url(#band)"/>`);
  } else {
    // A photo-like picture: the place name as a small label in the top-left corner, clear of the
    // titles that the pages lay over the lower part.
    const size = Math.round(height * 0.055);
    const labelWidth = size * caption.length + size * 1.4;
    parts.push(
      `<rect x="${size}" y="${size}" rx="${size * 0.4}" width="${labelWidth}" height="${size * 1.8}" fill="#000" fill-opacity="0.35"/>`,
      `<text x="${size * 1.7}" y="${size * 2.25}" font-family="Noto Sans CJK SC" font-size="${size}" fill="#fff">${caption}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

const banner = { width: 1600, height: 560 };
const thumb = { width: 800, height: 480 };

const pictures = [
  {
    file: 'banner-sanjiangyuan.jpg',
    ...banner,
    palette: 'snow',
    seed: 11,
    banner: true,
  },
  {
    file: 'banner-forest-carbon.jpg',
    ...banner,
    palette: 'forest',
    seed: 12,
    banner: true,
  },
  {
    file: 'banner-grassland.jpg',
    ...banner,
    palette: 'grass',
    seed: 13,
    banner: true,
  },
  { file: 'scene-snow-mountain.jpg', ...thumb, palette: 'snow', seed: 21, caption: '三江源国家公园' },
  { file: 'scene-lake.jpg', ...thumb, palette: 'lake', seed: 22, caption: '青海湖' },
  { file: 'scene-grassland.jpg', ...thumb, palette: 'grass', seed: 23, caption: '祁连山草原' },
  { file: 'scene-forest.jpg', ...thumb, palette: 'forest', seed: 24, caption: '玛可河林区' },
  { file: 'scene-wetland.jpg', ...thumb, palette: 'wetland', seed: 25, caption: '隆宝湿地' },
  { file: 'scene-solar.jpg', ...thumb, palette: 'solar', seed: 26, caption: '塔拉滩光伏园区' },
  { file: 'scene-gorge.jpg', ...thumb, palette: 'gorge', seed: 27, caption: '黄河上游峡谷' },
  { file: 'scene-desert.jpg', ...thumb, palette: 'desert', seed: 28, caption: '柴达木盆地' },
  { file: 'scene-flowers.jpg', ...thumb, palette: 'flowers', seed: 29, caption: '门源油菜花海' },
  { file: 'scene-night.jpg', ...thumb, palette: 'night', seed: 30, caption: '可可西里星空' },
];

/** The home banner of add_way 14 opens this PDF: the exchange's trading rules on one A4 page. */
const rules = [
  '江河源生态产品交易规则（试行）要点',
  '一、交易平台：江河源生态产品交易平台是川甘青藏江河源区域生态产品',
  '　　信息发布、挂牌交易与结算服务的统一平台。',
  '二、交易品种：物质供给类、调节服务类（碳排放权、用能权、排污权、',
  '　　水权、林业碳汇等）与文化服务类生态产品。',
  '三、交易主体：完成注册并通过企业认证的法人及其他组织。',
  '四、交易方式：挂牌转让，信息披露期不少于 10 个工作日；产生两个及',
  '　　以上符合条件的意向受让方时，采取网络竞价方式确定受让方。',
  '五、保证金：意向受让方按挂牌公告要求交纳交易保证金，未成交的',
  '　　于 5 个工作日内原路无息退还。',
  '六、成交与结算：成交后 5 个工作日内签订交易合同，交易价款通过',
  '　　平台指定结算账户划转。',
  '七、信息公开：成交结果在平台“资讯中心·成交公告”栏目公示。',
  '江河源生态环境交易中心',
];
function rulesPage() {
  const width = 1240;
  const height = 1754;
  const lines = rules
    .map((line, index) => {
      if (index === 0)
        return `<text x="${width / 2}" y="220" text-anchor="middle" font-family="Noto Sans CJK SC" font-weight="bold" font-size="52" fill="#1d5c3a">${line}</text>`;
      if (index === rules.length - 1)
        return `<text x="${width - 140}" y="${300 + index * 80}" text-anchor="end" font-family="Noto Sans CJK SC" font-size="32" fill="#333">${line}</text>`;
      return `<text x="140" y="${300 + index * 80}" font-family="Noto Sans CJK SC" font-size="32" fill="#333">${line}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#fff"/><rect x="100" y="120" width="${width - 200}" height="6" fill="#2e8b57"/><rect x="100" y="260" width="${width - 200}" height="2" fill="#1f4e79"/>${lines}</svg>`;
}

await mkdir(outDir, { recursive: true });
for (const picture of pictures) {
  const target = path.join(outDir, picture.file);
  await sharp(Buffer.from(scene(picture)))
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(target);
  console.log('wrote', path.relative(process.cwd(), target));
}
const pageJpeg = await sharp(Buffer.from(rulesPage())).flatten({ background: '#fff' }).jpeg({ quality: 80 }).toBuffer();
const pdfTarget = path.join(outDir, 'trading-rules.pdf');
await writeFile(pdfTarget, pdfOfJpegPages([pageJpeg], { width: 1240, height: 1754, colorSpace: 'DeviceRGB' }));
console.log('wrote', path.relative(process.cwd(), pdfTarget));
