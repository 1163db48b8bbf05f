import type { Browser } from '@playwright/test';

/**
 * Real documents, as a person would scan them: `bodyHtml` (a body with its own style) printed by
 * Chromium as a PDF, and its PNG picture.
 */
export async function sampleDocuments(browser: Browser, bodyHtml: string) {
  const page = await browser.newPage({ viewport: { width: 640, height: 400 } });
  await page.setContent(bodyHtml);
  const pdf = await page.pdf({ format: 'A5' });
  const png = await page.screenshot();
  await page.close();
  return {
    pdf: (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdf }),
    png: (name: string) => ({ name, mimeType: 'image/png', buffer: png }),
  };
}
