import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, uploadMessages } from '@jhy/contract';
import { copyDemoAssets } from '../../db/seed/demoAssets.js';
import { enterpriseForm, uploadAs } from '../../test/enterpriseForms.js';
import { multipartBody } from '../../test/multipart.js';
import { FIXED_TEST_CODES, randomIp, signUpAndLogIn, type PortalUser } from '../../test/portalUsers.js';
import { startTestS3Server, type TestS3Server } from '../../test/s3Server.js';
import { sampleFiles } from '../../test/sampleFiles.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createListing, createListingOwner } from '../../test/tradingFixtures.js';
import { createStorage } from './createStorage.js';
import { PRESIGN_WINDOW_SECONDS, S3Storage } from './s3Storage.js';
import { withTamperedSignature } from '../../test/signedLinks.js';

let s3: TestS3Server;
let t: TestApp;
let user: PortalUser;

beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await createTestApp({ env: { ...FIXED_TEST_CODES, ...s3.env } });
  user = await signUpAndLogIn(t.app);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

/** Follows the server's redirect to the bucket, as a browser does. */
async function download(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(302);
  const location = res.headers.location as string;
  expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
  const object = await fetch(location);
  return { redirect: res, location, object, bytes: Buffer.from(await object.arrayBuffer()) };
}

describe('STORAGE=s3', () => {
  it('keeps an upload in the bucket, not on the disk, and serves it through a presigned address', async () => {
    const png = await sampleFiles.png();
    const { payload, headers } = multipartBody([{ filename: 'photo.png', content: png }]);
    const res = await t.app.inject({
      method: 'POST',
      url: API.uploadImage,
      payload,
      headers: { ...headers, token: user.token },
      remoteAddress: randomIp(),
    });
    expect(res.json().code, res.body).toBe(200);
    const { src } = res.json().data as { src: string };
    expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(await readdir(path.join(t.config.dataDir, 'uploads')).catch(() => [])).toEqual([]);

    const { redirect, location, object, bytes } = await download(src);
    expect(location).toContain('X-Amz-Signature=');
    expect(location).toContain(`X-Amz-Expires=${2 * PRESIGN_WINDOW_SECONDS}`);
    expect(redirect.headers['cache-control']).toBe(`private, max-age=${PRESIGN_WINDOW_SECONDS}`);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/png');
    expect(object.headers.get('content-disposition')).toBeNull();
    // What was stored is the re-encoded image (docs/security.md "Uploads"): a PNG again.
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('serves a document as a download, never as a page', async () => {
    const draft = await uploadAs(t.app, user, 'plan.pdf');
    const { object, bytes } = await download(draft.src);
    expect(object.headers.get('content-disposition')).toBe('attachment');
    expect(object.headers.get('content-type')).toBe('application/pdf');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('hands out the same address within a window, so browsers keep their copy', async () => {
    let now = Date.UTC(2026, 0, 1, 8, 0, 10);
    const storage = new S3Storage(t.config.storage as never, () => now);
    const first = await storage.presignedUrl('0123456789abcdef0123456789abcdef.png');
    now += (PRESIGN_WINDOW_SECONDS - 20) * 1000;
    expect(await storage.presignedUrl('0123456789abcdef0123456789abcdef.png')).toBe(first);
    now += 20 * 1000;
    expect(await storage.presignedUrl('0123456789abcdef0123456789abcdef.png')).not.toBe(first);
    storage.destroy();
  });

  it('gives a private file only to a request carrying the server’s signed link', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: API.companyAdd,
      headers: { token: user.token },
      payload: await enterpriseForm(t.app, user),
    });
    expect(added.json().code, added.body).toBe(200);
    const licence = added.json().data.business_license_file[0] as { src: string; url: string };

    const plain = await t.app.inject({ url: licence.src });
    expect(plain.statusCode).toBe(403);
    expect(plain.json().msg).toBe(uploadMessages.privateFileLinkExpired);
    expect(plain.headers.location).toBeUndefined();
    const forged = await t.app.inject({ url: withTamperedSignature(licence.url) });
    expect(forged.statusCode).toBe(403);

    const { bytes } = await download(licence.url);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses what is not one of our keys', async () => {
    for (const url of ['/uploads/../secrets/private-upload-links.key', '/uploads/abc.png', '/uploads/%E0%A4%A']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).not.toBe(302);
      expect(res.headers.location, url).toBeUndefined();
    }
  });

  it('puts the demo assets into the bucket once; their disclosure documents open only by a signed link', async () => {
    expect(await copyDemoAssets(t.config)).toBeGreaterThan(0);
    expect(await copyDemoAssets(t.config)).toBe(0);
    const picture = await download('/uploads/demo/trading/carbon-1.jpg');
    expect(picture.object.status).toBe(200);
    expect(picture.object.headers.get('content-type')).toBe('image/jpeg');

    const document = '/uploads/demo/trading/disclosure-announcement.pdf';
    const refused = await t.app.inject({ url: document });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.location).toBeUndefined();

    const owner = await createListingOwner(t.db);
    const listing = await createListing(t.db, owner, { disclosureFiles: [{ name: '公告.pdf', src: document }] });
    const link = await t.app.inject({
      url: `${API.listingAttachmentLink}?id=${listing.id}&index=0`,
      headers: { token: user.token },
    });
    const file = await t.app.inject({ url: link.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers a disclosure attachment that the bucket lacks as not found', async () => {
    const storage = createStorage(t.config);
    expect(await storage.read('0123456789abcdef0123456789abcdef.pdf')).toBeUndefined();
  });
});
