import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@jhy/contract';

/**
 * Resized copies of a stored picture (docs/performance.md "Pictures"): for each of these widths below
 * the picture's own, and once at its own width ("full"), in AVIF, WebP and the original's format
 * (JPEG, or PNG for a PNG, which may be transparent). They sit beside the original as
 * `<name>.w640.avif`, `<name>.full.webp`…; infra/staticFiles.ts answers `/uploads/<name>?w=640` with
 * the best of them the browser accepts, and with the original when there are none.
 */
export const VARIANT_WIDTHS = IMAGE_VARIANT_WIDTHS;

export type VariantFormat = 'avif' | 'webp' | 'jpg' | 'png';
const SOURCE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png']);

const VARIANT_NAME = /\.(w\d+|full)\.(avif|webp|jpg|png)$/;

/** A JPEG or PNG that is not itself a variant. */
export function hasVariants(file: string): boolean {
  return SOURCE_EXTENSIONS.has(path.extname(file).toLowerCase()) && !VARIANT_NAME.test(file);
}

function fallbackFormat(file: string): VariantFormat {
  return path.extname(file).toLowerCase() === '.png' ? 'png' : 'jpg';
}

export function variantPath(file: string, width: number | 'full', format: VariantFormat): string {
  return `${file}.${width === 'full' ? 'full' : `w${width}`}.${format}`;
}

/** Every variant file a picture may have, for removing them with it. */
export function allVariantPaths(file: string): string[] {
  const formats: VariantFormat[] = ['avif', 'webp', fallbackFormat(file)];
  return [...VARIANT_WIDTHS, 'full' as const].flatMap((width) => formats.map((f) => variantPath(file, width, f)));
}

/** Writes the variants of a stored picture; those already there are kept (demo assets, a restart). */
export async function makeImageVariants(file: string): Promise<number> {
  if (!hasVariants(file)) return 0;
  const source = sharp(file);
  const { width } = await source.metadata();
  if (!width) return 0;
  const widths: Array<number | 'full'> = [...VARIANT_WIDTHS.filter((w) => w < width), 'full'];
  let written = 0;
  for (const target of widths) {
    for (const format of ['avif', 'webp', fallbackFormat(file)] as const) {
      const out = variantPath(file, target, format);
      if (await exists(out)) continue;
      const resized = sharp(file).rotate();
      if (target !== 'full') resized.resize({ width: target, withoutEnlargement: true });
      if (format === 'avif') resized.avif({ quality: 50, effort: 3 });
      else if (format === 'webp') resized.webp({ quality: 72 });
      else if (format === 'png') resized.png({ compressionLevel: 9, palette: true });
      else resized.jpeg({ quality: 78, mozjpeg: true });
      await resized.toFile(out);
      written += 1;
    }
  }
  return written;
}

export async function removeImageVariants(file: string): Promise<void> {
  if (!hasVariants(file)) return;
  await Promise.all(
    allVariantPaths(file).map((variant) =>
      unlink(variant).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
}

/**
 * The variant to send for a request of `width` pixels: the smallest standard width that covers it,
 * else the full-width copy, in the first format of AVIF, WebP, the original's that the browser's
 * Accept header takes and that exists. Undefined: send the original.
 */
export async function pickVariant(
  file: string,
  width: number,
  accept: string,
): Promise<{ path: string; format: VariantFormat } | undefined> {
  if (!hasVariants(file)) return undefined;
  const formats: VariantFormat[] = [
    ...(accept.includes('image/avif') ? (['avif'] as const) : []),
    ...(accept.includes('image/webp') ? (['webp'] as const) : []),
    fallbackFormat(file),
  ];
  const widths: Array<number | 'full'> = [...VARIANT_WIDTHS.filter((w) => w >= width), 'full'];
  for (const target of widths) {
    for (const format of formats) {
      const candidate = variantPath(file, target, format);
      if (await exists(candidate)) return { path: candidate, format };
    }
  }
  return undefined;
}

const exists = (file: string) =>
  stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
