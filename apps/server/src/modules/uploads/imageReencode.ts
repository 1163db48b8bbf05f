import { uploadMessages } from '@jhy/contract';
import sharp from 'sharp';
import { badRequest } from '../../infra/errors.js';

/**
 * The most pixels an uploaded image may decode to: 40 megapixels is more than any camera photo a
 * listing needs, and bounds the memory a single upload can make the server spend (a 20000 × 20000
 * PNG of one colour is a few kilobytes on the wire and 1.6 GB decoded).
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export type ImageFormat = 'jpg' | 'jpeg' | 'png' | 'gif' | 'bmp';

/**
 * The one step every uploaded image goes through before it is stored: decoded under the pixel
 * limit and encoded afresh, so what is kept is pixels the server produced — no EXIF (GPS position,
 * camera serial), no comments, no bytes smuggled after the image data. Size variants, when they
 * come, are further outputs of this same decode.
 */
export async function reencodeImage(bytes: Buffer, format: ImageFormat): Promise<Buffer> {
  // libvips reads no BMP. A BMP carries no metadata worth stripping; its header still says how
  // large it would decode, and that is held to the same limit.
  if (format === 'bmp') {
    if (bmpPixels(bytes) > MAX_INPUT_PIXELS) throw badRequest(uploadMessages.imageTooManyPixels);
    return bytes;
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: format === 'gif' });
    if (format === 'png') return await image.png().toBuffer();
    if (format === 'gif') return await image.gif().toBuffer();
    // Turn the picture the way the camera's orientation tag says before the tag is dropped.
    return await image.rotate().jpeg({ quality: 88 }).toBuffer();
  } catch (error) {
    throw decodeFailure(error);
  }
}

/** The client's fault in words: too many pixels, or not an image that can be read. */
export function decodeFailure(error: unknown) {
  const overLimit = error instanceof Error && /pixel limit/i.test(error.message);
  return badRequest(overLimit ? uploadMessages.imageTooManyPixels : uploadMessages.imageBroken);
}

/** Width × height from a BMP's info header (height is negative for top-down bitmaps). */
function bmpPixels(bytes: Buffer): number {
  if (bytes.length < 26) return Number.POSITIVE_INFINITY;
  return Math.abs(bytes.readInt32LE(18)) * Math.abs(bytes.readInt32LE(22));
}
