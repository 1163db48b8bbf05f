import type { FileEntry } from '@jhy/contract';

/**
 * Demo pictures and documents ship in apps/server/assets/demo/trading/ (drawn by
 * scripts/generateTradingDemoAssets.mjs) and are copied to DATA_DIR/uploads/demo/trading/ at start
 * (db/seed/demoAssets.ts).
 */
export const demoImage = (file: string) => `/uploads/demo/trading/${file}`;
export const demoFile = (file: string, name: string): FileEntry => ({ name, src: demoImage(file) });
