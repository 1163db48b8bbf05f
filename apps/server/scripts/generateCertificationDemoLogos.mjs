// Draws the demo certification organisations' logos (apps/server/assets/demo/certification/*.png):
// a round emblem with the organisation's short name, in the portal's palette. Run once by hand
// (`node apps/server/scripts/generateCertificationDemoLogos.mjs`); the PNGs are committed. Needs
// fonts-noto-cjk for the characters.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../assets/demo/certification/', import.meta.url));
const logos = [
  ['org-plateau-eco.png', '高原生态', '#1f7a4d'],
  ['org-green-food.png', '绿色食品', '#2e8b57'],
  ['org-forest-label.png', '森林标志', '#226b3a'],
  ['org-carbon.png', '碳足迹', '#1d4e89'],
  ['org-origin.png', '原产地', '#2a5d8f'],
  ['org-organic.png', '有机认证', '#3a7d44'],
];

await mkdir(out, { recursive: true });
for (const [file, label, colour] of logos) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <rect width="320" height="320" fill="#f4f8f5"/>
  <circle cx="160" cy="160" r="128" fill="${colour}"/>
  <circle cx="160" cy="160" r="112" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.7"/>
  <path d="M160 78 C 196 104 204 142 160 176 C 116 142 124 104 160 78 Z" fill="#ffffff" fill-opacity="0.9"/>
  <text x="160" y="228" font-family="Noto Sans CJK SC, sans-serif" font-size="${label.length > 3 ? 40 : 46}"
    font-weight="700" fill="#ffffff" text-anchor="middle">${label}</text>
</svg>`;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(path.join(out, file));
}
console.log(`wrote ${logos.length} logos to ${out}`);
