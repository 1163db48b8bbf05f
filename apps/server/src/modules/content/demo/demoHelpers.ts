/** Shapes and small builders of the content demo (seeded through the same sanitizer as staff edits). */
export interface DemoNewsItem {
  title: string;
  intro: string;
  source: string;
  content: string;
  img?: string;
  top?: boolean;
  /** How many days before the seed the item was published. */
  ageDays: number;
}

export interface DemoBanner extends DemoNewsItem {
  img: string;
  addWay: 0 | 13 | 14;
  link?: string;
  pdfFile?: string;
}

export interface DemoArticle {
  title: string;
  intro: string;
  source: string;
  content: string;
  img?: string;
  ageDays: number;
}

/** Demo files are copied to DATA_DIR/uploads/demo/content/ at start (db/seed/demoAssets.ts). */
export const demoImage = (file: string) => `/uploads/demo/content/${file}`;

export const html = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** A two-column table of a deal announcement: what was sold, to whom, for how much. */
export const dealTable = (rows: [string, string][]) =>
  `<table><tbody>${rows.map(([name, value]) => `<tr><th>${name}</th><td>${value}</td></tr>`).join('')}</tbody></table>`;
