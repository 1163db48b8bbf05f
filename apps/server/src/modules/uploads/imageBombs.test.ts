import { crc32 } from 'node:zlib';
import { API } from '@jhy/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart.js';
import { FIXED_TEST_CODES, randomIp } from '../../test/portalUsers.js';
import { sampleFiles } from '../../test/sampleFiles.js';
import { createTestApp } from '../../test/testApp.js';
import { suiteApp, suitePortalUser } from '../../test/suite.js';

const t = suiteApp(() => createTestApp({ env: FIXED_TEST_CODES }));
const user = suitePortalUser(t);

function upload(url: string, filename: string, content: Buffer) {
  const body = multipartBody([{ filename, content }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, token: user.token },
    payload: body.payload,
    remoteAddress: randomIp(),
  });
}

/**
 * A real PNG whose header says 20000 × 20000: what a decompression bomb looks like to the first
 * decoder that reads it. Its magic bytes are right, so only decoding under a limit catches it.
 */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sampleFiles.png(8, 8));
  // IHDR: length (4) "IHDR" (4) width (4) height (4) … CRC over type + data, at offset 8.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const tooManyPixels = { code: 400, msg: '图片尺寸过大（最多 4000 万像素），请缩小后再上传', data: null };

describe('image bombs and metadata', () => {
  it.each([API.uploadImage, API.uploadFile])('refuses a 20000 × 20000 PNG on %s with a message', async (url) => {
    const res = await upload(url, 'bomb.png', await pngClaiming(20_000, 20_000));
    expect(res.json()).toEqual(tooManyPixels);
  });

  it.each([API.uploadImage, API.uploadFile])('stores a photo on %s without its EXIF and GPS position', async (url) => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e8b57' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'JHY-Test-Camera', Copyright: 'secret-owner' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '36/1 37/1 12/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '101/1 46/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(url, '现场照片.jpg', photo);
    expect(res.json().code).toBe(200);
    const stored = await t.app.inject({ url: res.json().data.src });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 30]);
    expect(stored.rawPayload.includes(Buffer.from('JHY-Test-Camera'))).toBe(false);
  });
});
