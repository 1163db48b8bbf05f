import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { API, UPLOAD_LIMITS } from '@jhy/contract';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../db/schema.js';
import { multipartBody, type FilePart } from '../../test/multipart.js';
import { FIXED_TEST_CODES, randomIp, type PortalUser } from '../../test/portalUsers.js';
import { sampleFiles } from '../../test/sampleFiles.js';
import { createTestApp } from '../../test/testApp.js';
import { ownsUploadedFiles } from './uploadRepository.js';
import { suiteApp, suitePortalUser } from '../../test/suite.js';

const t = suiteApp(() => createTestApp({ env: FIXED_TEST_CODES }));
const alice = suitePortalUser(t);
const bob = suitePortalUser(t);

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');

function upload(url: string, files: FilePart[], options: { token?: string; fields?: Record<string, string> } = {}) {
  const body = multipartBody(files, options.fields);
  const headers: Record<string, string> = { ...body.headers };
  if (options.token !== undefined) headers.token = options.token;
  return t.app.inject({ method: 'POST', url, headers, payload: body.payload, remoteAddress: randomIp() });
}
const uploadFile = (filename: string, content: Buffer, user: PortalUser | null = alice) =>
  upload(API.uploadFile, [{ filename, content }], { token: user?.token });
const uploadImage = (filename: string, content: Buffer, fields?: Record<string, string>) =>
  upload(API.uploadImage, [{ filename, content }], { token: alice.token, fields });

describe('uploadFile (enterprise attachments)', () => {
  it.each([
    ['营业执照.pdf', sampleFiles.pdf],
    ['授权委托书.docx', sampleFiles.docx],
    ['报表.xlsx', sampleFiles.xlsx],
    ['介绍.pptx', sampleFiles.pptx],
    ['旧版.doc', sampleFiles.doc],
    ['旧表.xls', sampleFiles.doc],
    ['材料.zip', sampleFiles.zip],
    ['材料.rar', sampleFiles.rar],
    ['身份证.JPG', () => sampleFiles.jpg()],
    ['身份证.jpeg', () => sampleFiles.jpg()],
    ['扫描件.png', () => sampleFiles.png()],
    ['动图.gif', sampleFiles.gif],
    ['位图.bmp', sampleFiles.bmp],
  ])('keeps %s under a random name and answers {name, src}', async (filename, make) => {
    const res = await uploadFile(filename, await make());
    expect(res.json()).toMatchObject({ code: 200, msg: '上传成功' });
    const { name, src } = res.json().data;
    expect(name).toBe(filename);
    const extension = filename.split('.').pop()!.toLowerCase();
    expect(src).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${extension}$`));
    const [row] = await t.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.storedName, src.slice('/uploads/'.length)));
    expect(row).toMatchObject({ ownerUserId: alice.id, kind: 'file', originalName: filename });
  });

  it('refuses a file of a type outside the allow-list', async () => {
    const res = await uploadFile('setup.exe', Buffer.from('MZ\x90\x00', 'latin1'));
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('文件格式不支持') });
  });

  it.each([
    ['an HTML page named .png', 'page.png', sampleFiles.html],
    ['an HTML page named .pdf', 'page.pdf', sampleFiles.html],
    ['a PNG named .pdf', 'image.pdf', () => sampleFiles.png()],
    ['a plain zip named .docx', 'fake.docx', sampleFiles.zip],
    ['a spreadsheet named .docx', 'sheet.docx', sampleFiles.xlsx],
    ['a rar named .zip', 'archive.zip', sampleFiles.rar],
  ])('refuses %s', async (_what, filename, make) => {
    const before = await readdir(uploadsDir());
    const res = await uploadFile(filename, await make());
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('文件内容与扩展名不符，请上传真实的文件');
    expect(await readdir(uploadsDir())).toEqual(before);
  });

  it('refuses a file over 20 MB with the limit in the message', async () => {
    const big = Buffer.concat([await sampleFiles.pdf(), Buffer.alloc(UPLOAD_LIMITS.enterpriseFileBytes)]);
    const res = await uploadFile('big.pdf', big);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('上传文件大小不能超过 20MB!');
  });

  it('keeps a path-traversal name only as a display name, inside the upload folder', async () => {
    const res = await upload(
      API.uploadFile,
      [{ filename: '../../../../tmp/evil.pdf', content: await sampleFiles.pdf() }],
      {
        token: alice.token,
      },
    );
    const { name, src } = res.json().data;
    expect(name).toBe('evil.pdf');
    expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
    expect((await stat(path.join(uploadsDir(), path.basename(src)))).isFile()).toBe(true);
  });

  it('keeps a backslash-traversal name only as a display name', async () => {
    const res = await uploadFile('..\\..\\windows\\win.pdf', await sampleFiles.pdf());
    expect(res.json().data.name).toBe('win.pdf');
  });

  it('refuses an anonymous upload (401) and stores nothing', async () => {
    const before = await readdir(uploadsDir());
    const res = await uploadFile('a.pdf', await sampleFiles.pdf(), null);
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('您的登录状态已过期，请重新登录');
    const image = await upload(API.uploadImage, [{ filename: 'a.png', content: await sampleFiles.png() }]);
    expect(image.statusCode).toBe(401);
    expect(await readdir(uploadsDir())).toEqual(before);
  });

  it('asks for a file when none is sent, and for one at a time', async () => {
    const none = await upload(API.uploadFile, [], { token: alice.token, fields: { x: '1' } });
    expect(none.json()).toMatchObject({ code: 400, msg: '请选择要上传的文件' });
    const pdf = await sampleFiles.pdf();
    const two = await upload(
      API.uploadFile,
      [
        { filename: 'a.pdf', content: pdf },
        { filename: 'b.pdf', content: pdf },
      ],
      { token: alice.token },
    );
    expect(two.json()).toMatchObject({ code: 400, msg: '一次只能上传一个文件' });
  });
});

describe('uploadImg', () => {
  it('answers data.src for an image', async () => {
    const res = await uploadImage('产品.jpg', await sampleFiles.jpg());
    expect(res.json().data.src).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
  });

  it('refuses documents and HTML', async () => {
    expect((await uploadImage('a.pdf', await sampleFiles.pdf())).json().msg).toContain('图片格式不支持');
    expect((await uploadImage('a.png', await sampleFiles.html())).json().msg).toBe(
      '文件内容与扩展名不符，请上传真实的文件',
    );
  });

  it('refuses an image over 10 MB', async () => {
    const big = Buffer.concat([await sampleFiles.png(), Buffer.alloc(UPLOAD_LIMITS.productImageBytes)]);
    const res = await uploadImage('big.png', big);
    expect(res.json()).toMatchObject({ code: 400, msg: '上传图片大小不能超过 10MB!' });
  });
});

describe('avatar (uploadImg with purpose=avatar)', () => {
  it('cuts a JPG or PNG to a 256 px square thumbnail', async () => {
    for (const [filename, content, format] of [
      ['wide.png', await sampleFiles.png(800, 300), 'png'],
      ['tall.jpg', await sampleFiles.jpg(300, 900), 'jpeg'],
    ] as const) {
      const res = await uploadImage(filename, content, { purpose: 'avatar' });
      const src: string = res.json().data.src;
      const served = await t.app.inject({ method: 'GET', url: src });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ width: 256, height: 256, format });
      const [row] = await t.db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.storedName, src.slice(9)));
      expect(row!.kind).toBe('avatar');
    }
  });

  it.each([
    ['a GIF', 'me.gif', sampleFiles.gif],
    ['a BMP', 'me.bmp', sampleFiles.bmp],
    ['a GIF named .png', 'me.png', sampleFiles.gif],
    ['an HTML page named .jpg', 'me.jpg', sampleFiles.html],
  ])('refuses %s with the avatar message', async (_what, filename, make) => {
    const res = await uploadImage(filename, await make(), { purpose: 'avatar' });
    expect(res.json()).toMatchObject({ code: 400, msg: '上传头像只能是 JPG或者PNG 格式!' });
  });

  it('refuses 2 MB or more', async () => {
    const heavy = Buffer.concat([await sampleFiles.jpg(), Buffer.alloc(UPLOAD_LIMITS.avatarBytes)]);
    const res = await uploadImage('me.jpg', heavy, { purpose: 'avatar' });
    expect(res.json()).toMatchObject({ code: 400, msg: '上传头像大小不能超过 2MB!' });
  });

  it('refuses a PNG header with garbage behind it', async () => {
    const png = await sampleFiles.png();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await uploadImage('me.png', broken, { purpose: 'avatar' });
    expect(res.json()).toMatchObject({ code: 400, msg: '图片无法识别，请更换图片' });
  });
});

describe('serving and ownership', () => {
  it('serves images inline and other files as downloads, never sniffed', async () => {
    const image = (await uploadImage('a.png', await sampleFiles.png())).json().data.src;
    const pdf = (await uploadFile('a.pdf', await sampleFiles.pdf())).json().data.src;
    const imageRes = await t.app.inject({ method: 'GET', url: image });
    const pdfRes = await t.app.inject({ method: 'GET', url: pdf });
    expect(imageRes.headers['x-content-type-options']).toBe('nosniff');
    expect(imageRes.headers['content-disposition']).toBeUndefined();
    expect(pdfRes.headers['x-content-type-options']).toBe('nosniff');
    expect(pdfRes.headers['content-disposition']).toBe('attachment');
  });

  it('knows whose files are whose', async () => {
    const mine = (await uploadFile('a.pdf', await sampleFiles.pdf(), alice)).json().data.src;
    const theirs = (await uploadFile('b.pdf', await sampleFiles.pdf(), bob)).json().data.src;
    expect(await ownsUploadedFiles(t.db, alice.id, [mine])).toBe(true);
    expect(await ownsUploadedFiles(t.db, alice.id, [mine, mine])).toBe(true);
    expect(await ownsUploadedFiles(t.db, alice.id, [mine, theirs])).toBe(false);
    expect(await ownsUploadedFiles(t.db, bob.id, [mine])).toBe(false);
    expect(await ownsUploadedFiles(t.db, alice.id, ['/uploads/../secret.pdf'])).toBe(false);
    expect(await ownsUploadedFiles(t.db, alice.id, ['https://evil.example/a.pdf'])).toBe(false);
    expect(await ownsUploadedFiles(t.db, alice.id, [])).toBe(true);
  });
});
