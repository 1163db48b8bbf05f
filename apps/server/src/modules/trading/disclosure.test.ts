import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, ATTACHMENT_LINK_LIFETIME_SECONDS, commonMessages, LISTING_FORM } from '@jhy/contract';
import { copyDemoAssets } from '../../db/seed/demoAssets.js';
import { LocalDiskStorage } from '../../infra/storage/localDiskStorage.js';
import { FIXED_TEST_CODES, signUpAndLogIn, type PortalUser } from '../../test/portalUsers.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createListing, createListingOwner } from '../../test/tradingFixtures.js';

let t: TestApp;
let owner: { userId: number; companyId: number };
let visitor: PortalUser;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
let disclosureSrc: string;

beforeAll(async () => {
  t = await createTestApp({ env: FIXED_TEST_CODES });
  owner = await createListingOwner(t.db);
  disclosureSrc = (await new LocalDiskStorage(t.config.dataDir).put(pdf, 'pdf')).src;
  visitor = await signUpAndLogIn(t.app);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const detail = async (id: number) => {
  const res = await t.app.inject({ url: `${API.listingCheck}?id=${id}` });
  return { res, data: res.json().data };
};

describe('the transferor in the public detail', () => {
  it('leaves out a hidden name and a hidden code entirely', async () => {
    const listing = await createListing(t.db, owner, {
      transferName: '保密的转让方有限公司',
      transferCode: '91632621MA7SECRET1',
      showTransferName: 0,
      showTransferCode: 0,
    });
    const { res, data } = await detail(listing.id);
    expect(res.statusCode).toBe(200);
    expect(data).not.toHaveProperty('transfer_name');
    expect(data).not.toHaveProperty('transfer_code');
    expect(data).not.toHaveProperty('company_name');
    expect(res.body).not.toContain('保密的转让方');
    expect(res.body).not.toContain('MA7SECRET1');
    expect(res.body).not.toContain('果洛州测试林业有限公司');
    const listed = await t.app.inject({ url: `${API.listingList}?limit=50` });
    expect(listed.body).not.toContain('保密的转让方');
    expect(listed.body).not.toContain('MA7SECRET1');
  });

  it('shows them when the owner chose to', async () => {
    const listing = await createListing(t.db, owner, {
      transferName: '公开的转让方',
      transferCode: '91632621MA7PUBLIC1',
    });
    const { data } = await detail(listing.id);
    expect(data.transfer_name).toBe('公开的转让方');
    expect(data.transfer_code).toBe('91632621MA7PUBLIC1');
    expect(data.transfer_idcard).toBeUndefined();
  });

  it('shows an individual’s ID number only masked, and not at all when hidden', async () => {
    const individual = { transferType: 165, transferCode: '', transferIdcard: '63262119800101001X' };
    const shown = await detail((await createListing(t.db, owner, individual)).id);
    expect(shown.data.transfer_idcard).toBe('632621********001X');
    expect(shown.res.body).not.toContain('63262119800101001X');
    const hidden = await detail((await createListing(t.db, owner, { ...individual, showTransferCode: 0 })).id);
    expect(hidden.data).not.toHaveProperty('transfer_idcard');
    // Its last four end in X, which no number, date or file name in the body can hold by chance.
    expect(hidden.res.body).not.toContain('001X');
  });

  it('answers the class-specific fields of a product listing', async () => {
    const listing = await createListing(t.db, owner, {
      formType: LISTING_FORM.product,
      secondCategory: 114,
      free: '86.5',
      linquanId: '林证字（2021）第 000321 号',
      wanderYear: '30 年',
      tradeM: '8.65',
    });
    const { data } = await detail(listing.id);
    expect(data).toMatchObject({
      form_type: 2,
      classify_name: '林地经营权',
      free: '86.5000',
      linquan_id: '林证字（2021）第 000321 号',
      wander_year: '30 年',
      trade_m: '8.65',
    });
  });
});

describe('disclosure attachments', () => {
  let listingId: number;
  beforeAll(async () => {
    listingId = (
      await createListing(t.db, owner, {
        disclosureFiles: [{ name: '产权转让公告.pdf', src: disclosureSrc }],
      })
    ).id;
  });

  const askLink = (token?: string, query = `id=${listingId}&index=0`) =>
    t.app.inject({ url: `${API.listingAttachmentLink}?${query}`, headers: token ? { token } : {} });

  it('are listed in the detail by name, without their path', async () => {
    const { res, data } = await detail(listingId);
    expect(data.disclosure_file).toEqual([{ index: 0, name: '产权转让公告.pdf' }]);
    expect(res.body).not.toContain(disclosureSrc);
  });

  it('refuses a visitor without a token with the product’s message', async () => {
    const res = await askLink();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: commonMessages.attachmentNeedsLogin, data: null });
  });

  it('refuses a token that is not a live session', async () => {
    const res = await askLink('not-a-real-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe(commonMessages.sessionExpired);
  });

  it('gives a logged-in user a link that downloads the file, for five minutes only', async () => {
    const issuedAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(issuedAt);
    const link = (await askLink(visitor.token)).json().data;
    expect(link.name).toBe('产权转让公告.pdf');
    expect(link.url).toMatch(/^\/index\/Listingproject\/attachment\?/);

    // The link itself needs no token: a browser opens it as a plain download.
    const file = await t.app.inject({ url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename=');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('产权转让公告.pdf'));
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    vi.setSystemTime(issuedAt + ATTACHMENT_LINK_LIFETIME_SECONDS * 1000 - 1000);
    expect((await t.app.inject({ url: link.url })).statusCode).toBe(200);
    vi.setSystemTime(issuedAt + ATTACHMENT_LINK_LIFETIME_SECONDS * 1000 + 1000);
    const expired = await t.app.inject({ url: link.url });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).not.toContain('%PDF');
  });

  it('refuses a link whose signature, expiry, file or listing was changed', async () => {
    const link = (await askLink(visitor.token)).json().data;
    const url = new URL(link.url, 'http://x');
    const tampered = (key: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(key, value);
      return copy.pathname + copy.search;
    };
    const signature = url.searchParams.get('signature')!;
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    for (const forged of [
      tampered('signature', flipped),
      tampered('expires', String(Number(url.searchParams.get('expires')) + 3600)),
      tampered('index', '1'),
      tampered('id', String(listingId + 1)),
      tampered('signature', 'x'),
    ]) {
      const res = await t.app.inject({ url: forged });
      expect([400, 403, 404], forged).toContain(res.statusCode);
      expect(res.body).not.toContain('%PDF');
    }
  });

  it('answers 404 for an attachment or listing that does not exist, and for a listing not public', async () => {
    expect((await askLink(visitor.token, `id=${listingId}&index=5`)).statusCode).toBe(404);
    expect((await askLink(visitor.token, 'id=2147483647&index=0')).statusCode).toBe(404);
    const hidden = await createListing(t.db, owner, {
      isPublic: false,
      disclosureFiles: [{ name: 'x.pdf', src: disclosureSrc }],
    });
    expect((await askLink(visitor.token, `id=${hidden.id}&index=0`)).statusCode).toBe(404);
  });
});

describe('the demo disclosure documents', () => {
  it('are never served by the public uploads route, whose names anyone can read in the repository', async () => {
    await copyDemoAssets(t.config);
    const document = await t.app.inject({ url: '/uploads/demo/trading/disclosure-announcement.pdf' });
    expect(document.statusCode).toBe(404);
    expect(document.body).not.toContain('%PDF');
    const upperCase = await t.app.inject({ url: '/uploads/demo/TRADING/disclosure-announcement.pdf' });
    expect(upperCase.body).not.toContain('%PDF');
    // The listings' pictures stay public.
    expect((await t.app.inject({ url: '/uploads/demo/trading/carbon-1.jpg' })).statusCode).toBe(200);
  });
});
