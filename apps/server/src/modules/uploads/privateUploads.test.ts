import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, CONSOLE_API, uploadMessages } from '@jhy/contract';
import { addStaff, asStaff, staffToken } from '../../test/consoleStaff.js';
import { enterpriseForm, uploadAs } from '../../test/enterpriseForms.js';
import { FIXED_TEST_CODES, signUpAndLogIn, type PortalUser } from '../../test/portalUsers.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { PRIVATE_LINK_LIFETIME_SECONDS } from './privateUploads.js';
import { withTamperedSignature } from '../../test/signedLinks.js';

let t: TestApp;
let owner: PortalUser;
let licence: { src: string; url: string };

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ env: FIXED_TEST_CODES });
  owner = await signUpAndLogIn(t.app);
  const added = await t.app.inject({
    method: 'POST',
    url: API.companyAdd,
    headers: { token: owner.token },
    payload: await enterpriseForm(t.app, owner),
  });
  licence = added.json().data.business_license_file[0];
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('an enterprise’s attachments', () => {
  it('are served to anyone only until an enterprise uses them', async () => {
    const draft = await uploadAs(t.app, owner, 'draft.pdf');
    expect((await fetchFile(draft.src)).statusCode).toBe(200);

    const plain = await fetchFile(licence.src);
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toMatchObject({ code: 403, msg: uploadMessages.privateFileLinkExpired });
    // Other spellings of the same file are the same file.
    const name = licence.src.slice('/uploads/'.length);
    for (const variant of [
      `/uploads//${name}`,
      `/uploads/./${name}`,
      `/uploads/%${name.charCodeAt(0).toString(16)}${name.slice(1)}`,
    ]) {
      expect((await fetchFile(variant)).statusCode, variant).not.toBe(200);
    }
  });

  it('open by the signed link the owner’s list gives, and not by a forged one', async () => {
    const listed = (await t.app.inject({ url: API.myCompanies, headers: { token: owner.token } })).json().data;
    const { url } = listed.rows[0].business_license_file[0];
    expect(url).toMatch(/^\/uploads\/[a-f0-9]+\.pdf\?expires=\d+&signature=[\w-]+$/);
    const file = await fetchFile(url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await fetchFile(withTamperedSignature(url))).statusCode).toBe(403);
    expect((await fetchFile(url.replace(/expires=\d+/, 'expires=4102444800'))).statusCode).toBe(403);
  });

  it('stop opening when the link has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (PRIVATE_LINK_LIFETIME_SECONDS + 5) * 1000);
    expect((await fetchFile(licence.url)).statusCode).toBe(403);
  });

  it('open for a reviewer through the console detail', async () => {
    const reviewer = await addStaff(t.db, 'reviewer_files', 'reviewer');
    const call = asStaff(t.app, await staffToken(t.app, reviewer.username, reviewer.password));
    const queue = (await call(CONSOLE_API.enterpriseQueue, { auth_status: -1 })).json().data;
    const detail = (await call(CONSOLE_API.enterpriseDetail, { id: queue.data[0].id })).json().data;
    expect((await fetchFile(detail.handheld_idCard_file[0].url)).statusCode).toBe(200);
  });
});
