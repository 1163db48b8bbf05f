import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { API, CONSOLE_API, pilotMessages } from '@jhy/contract';
import { auditLog, displayProducts, zones } from '../../db/schema.js';
import { insertEnterprise } from '../../db/seed/certifiedOwner.js';
import { reviewerDecisions } from '../../test/consoleStaff.js';
import { uploadAs } from '../../test/enterpriseForms.js';
import { multipartBody } from '../../test/multipart.js';
import {
  FIXED_TEST_CODES,
  postAs,
  randomIp,
  savedId,
  signUpAndLogIn,
  type PortalUser,
} from '../../test/portalUsers.js';
import { expectRefusal } from '../../test/refusals.js';
import { sampleFiles } from '../../test/sampleFiles.js';
import { createDeal } from '../../test/tradingFixtures.js';
import { createTestApp } from '../../test/testApp.js';
import { suiteApp, suiteStaff } from '../../test/suite.js';

// No demo: the zones are reference data; every product and deal here is the test's own.
const t = suiteApp(() => createTestApp({ env: FIXED_TEST_CODES, demo: false }));
const reviewer = suiteStaff(t, 'reviewer_pilot', 'reviewer');
const editor = suiteStaff(t, 'editor_pilot', 'editor');
let alice: PortalUser;
let bob: PortalUser;
let aliceCompany: number;
let alicePendingCompany: number;
let bobCompany: number;
let golog: number;
let yushu: number;
let aliceImage: { name: string; src: string };
let bobImage: { name: string; src: string };

const call = (user: PortalUser | undefined, url: string, payload?: Record<string, unknown>) =>
  postAs(t.app, user, url, payload);

const addCompany = (user: PortalUser, authStatus: number) =>
  insertEnterprise(t.db, { userId: user.id, companyName: '果洛雪域牦牛乳业有限公司', authStatus });

async function uploadImage(user: PortalUser): Promise<{ name: string; src: string }> {
  const body = multipartBody([{ filename: '产品.png', content: await sampleFiles.png(), contentType: 'image/png' }]);
  const res = await t.app.inject({
    method: 'POST',
    url: API.uploadImage,
    headers: { ...body.headers, token: user.token },
    payload: body.payload,
    remoteAddress: randomIp(),
  });
  expect(res.json().code, res.body).toBe(200);
  return { name: '产品.png', src: res.json().data.src };
}

const product = (override: Record<string, unknown> = {}) => ({
  company_id: aliceCompany,
  product_area: golog,
  product_category: 44,
  product_name: '玛沁牦牛酸奶',
  product_type: '49',
  honor: '52,55',
  product_season: '94,95',
  contact_name: '才让',
  contact_phone: '13897451234',
  product_img: JSON.stringify([aliceImage]),
  product_desc: '<p>高原牧场鲜奶<script>alert(1)</script></p>',
  ...override,
});

async function add(override: Record<string, unknown> = {}, user = alice): Promise<number> {
  return savedId(await call(user, API.zoneProductAdd, product(override)), 'zoneProductAdd');
}
const productCount = () => t.db.$count(displayProducts);

const decide = reviewerDecisions(reviewer, {
  detail: CONSOLE_API.pilotProductDetail,
  decide: CONSOLE_API.pilotProductDecide,
});

beforeAll(async () => {
  alice = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
  aliceCompany = await addCompany(alice, 1);
  alicePendingCompany = await addCompany(alice, 0);
  bobCompany = await addCompany(bob, 1);
  aliceImage = await uploadImage(alice);
  bobImage = await uploadImage(bob);
  const rows = await t.db.select({ id: zones.id, shortName: zones.shortName }).from(zones).orderBy(asc(zones.id));
  golog = rows.find((zone) => zone.shortName === '果洛')!.id;
  yushu = rows.find((zone) => zone.shortName === '玉树')!.id;
});

describe('publishing a display product', () => {
  it('stores the ids with their names from the category tree, sanitized, waiting for review', async () => {
    const res = await call(alice, API.zoneProductAdd, product());
    expect(res.json()).toMatchObject({
      code: 200,
      msg: pilotMessages.submitted,
      data: {
        product_type: '49',
        product_type_name: '畜牧产品',
        honor: '52,55',
        honor_name: '有机产品、地理标志产品',
        product_season: '94,95',
        product_season_name: '秋季、冬季',
        product_areaname: '果洛州',
        audit_status: 0,
        product_desc: '<p>高原牧场鲜奶</p>',
      },
    });
  });

  it('requires a season only for material supply (44)', async () => {
    const without44 = await call(alice, API.zoneProductAdd, product({ product_season: '' }));
    expect(without44.json()).toMatchObject({ code: 400, msg: pilotMessages.seasonRequired });
    const cultural = await call(
      alice,
      API.zoneProductAdd,
      product({ product_category: 59, product_type: '63', honor: '71', product_season: '' }),
    );
    expect(cultural.json().code, cultural.body).toBe(200);
    const regulation = await call(
      alice,
      API.zoneProductAdd,
      product({ product_category: 80, product_type: '86', honor: '', product_season: '92' }),
    );
    // A season sent with 80 is not kept.
    expect(regulation.json().data).toMatchObject({ product_season: '', honor: '' });
  });

  it.each([
    [{ product_type: '63' }, pilotMessages.productTypeUnknown],
    [{ product_type: '49,82' }, pilotMessages.productTypeUnknown],
    [{ honor: '71' }, pilotMessages.honorUnknown],
    [{ product_season: '52' }, pilotMessages.seasonUnknown],
    [{ product_category: 45 }, pilotMessages.categoryUnknown],
    [{ product_area: 999_999 }, pilotMessages.zoneUnknown],
    [{ product_type: '' }, pilotMessages.productTypeRequired],
    [{ product_name: ' ' }, pilotMessages.productNameRequired],
    [{ contact_phone: '12345678901' }, '手机号码格式不正确'],
    [{ product_img: '[]' }, pilotMessages.productImgRequired],
  ])('refuses %o and stores nothing', async (override, message) => {
    await expectRefusal(productCount, () => call(alice, API.zoneProductAdd, product(override)), message);
  });

  it('takes only the user’s own verified enterprise and own uploads', async () => {
    expect((await call(alice, API.zoneProductAdd, product({ company_id: bobCompany }))).json().msg).toBe(
      pilotMessages.companyRequired,
    );
    expect((await call(alice, API.zoneProductAdd, product({ company_id: alicePendingCompany }))).json().msg).toBe(
      pilotMessages.companyNotVerified,
    );
    expect(
      (await call(alice, API.zoneProductAdd, product({ product_img: JSON.stringify([bobImage]) }))).json().msg,
    ).toBe(pilotMessages.productImgNotOwn);
    // A file the user uploaded, but not an image.
    const file = { name: '营业执照.pdf', src: (await uploadAs(t.app, alice, '营业执照.pdf')).src };
    expect((await call(alice, API.zoneProductAdd, product({ product_img: [file] }))).json().msg).toBe(
      pilotMessages.productImgNotOwn,
    );
  });

  it('needs a login', async () => {
    expect((await call(undefined, API.zoneProductAdd, product())).json().code).toBe(401);
  });
});

describe('review and visibility', () => {
  it('never shows an unreviewed product; shows it once passed; an edit sends it back', async () => {
    const id = await add({ product_name: '久治野生蘑菇' });
    const publicReads = async () => ({
      check: (await call(undefined, API.zoneProductCheck, { id })).json().code,
      productCheck: (await call(undefined, API.productCheck, { id })).json().code,
      inZone: (await call(undefined, API.zoneList, { id: golog }))
        .json()
        .data.zone_product.some((p: { id: number }) => p.id === id),
      inIndex: (await call(undefined, API.productIndex, { keyword: '久治野生蘑菇' })).json().data.total,
      inRegion: (await call(undefined, API.productByCondition, { citypid: '6326' }))
        .json()
        .data.some((p: { id: number }) => p.id === id),
    });
    expect(await publicReads()).toEqual({ check: 404, productCheck: 404, inZone: false, inIndex: 0, inRegion: false });

    expect((await decide(id, 'pass')).json().data.audit_status).toBe(1);
    expect(await publicReads()).toEqual({ check: 200, productCheck: 200, inZone: true, inIndex: 1, inRegion: true });

    const edited = await call(alice, API.myZoneProductEdit, { ...product({ product_name: '久治野生蘑菇' }), id });
    expect(edited.json()).toMatchObject({ code: 200, data: { audit_status: 0 } });
    expect(await publicReads()).toEqual({ check: 404, productCheck: 404, inZone: false, inIndex: 0, inRegion: false });
  });

  it('a sent-back product carries the reviewer’s remark; sending back needs one', async () => {
    const id = await add({ product_name: '玛沁酥油' });
    expect((await decide(id, 'reject')).json().code).toBe(400);
    expect((await decide(id, 'reject', '图片不清晰')).json().data).toMatchObject({
      audit_status: 2,
      remark: '图片不清晰',
    });
    const mine = (await call(alice, API.myZoneProducts, { product_name: '玛沁酥油' })).json().data;
    expect(mine).toMatchObject({ total: 1, data: [{ id, audit_status: 2, remark: '图片不清晰' }] });
  });

  it('another user’s display product is untouchable', async () => {
    const id = await add({ product_name: '阿尼玛卿青稞' });
    const res = await call(bob, API.myZoneProductEdit, {
      ...product({ company_id: bobCompany, product_img: JSON.stringify([bobImage]), product_name: '改名' }),
      id,
    });
    expect(res.json()).toMatchObject({ code: 404, msg: pilotMessages.productNotFound });
    const [row] = await t.db
      .select({ name: displayProducts.productName, userId: displayProducts.userId })
      .from(displayProducts)
      .where(eq(displayProducts.id, id));
    expect(row).toEqual({ name: '阿尼玛卿青稞', userId: alice.id });
    const bobs = (await call(bob, API.myZoneProducts, {})).json().data;
    expect(bobs.data.some((p: { id: number }) => p.id === id)).toBe(false);
  });
});

describe('the zone index and map figures', () => {
  it('counts passed products per category and sums the zone’s recorded deals in 万元', async () => {
    // Yushu starts with nothing in this file: everything counted below is made here.
    const passed = [
      { product_category: 44, product_type: '47', honor: '', product_season: '92' },
      { product_category: 44, product_type: '49', honor: '', product_season: '96' },
      { product_category: 59, product_type: '64', honor: '76', product_season: '' },
    ];
    for (const fields of passed) await decide(await add({ ...fields, product_area: yushu }), 'pass');
    await add({ product_area: yushu, product_category: 80, product_type: '85', honor: '', product_season: '' }); // pending
    const amounts = ['12.34', '0.67', '1500.00'];
    for (const amount of amounts)
      await createDeal(t.db, { zoneName: '玉树', amount, tradeTime: new Date('2026-03-01') });
    await createDeal(t.db, { zoneName: '果洛', amount: '9.99', tradeTime: new Date('2026-03-01') });

    const data = (await call(undefined, API.zoneIndex)).json().data;
    expect(data.map_data).toHaveLength(8);
    const entry = data.map_data.find((zone: { id: number }) => zone.id === yushu);
    const expectedAmount = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0) / 100;
    expect(entry).toMatchObject({
      zone_name: '玉树州',
      transaction_amount: expectedAmount,
      count: [
        { product_type: 44, typeName: '物质供给类', num: 2 },
        { product_type: 59, typeName: '文化服务类', num: 1 },
        { product_type: 80, typeName: '调节服务类', num: 0 },
      ],
    });
    expect(data.zone_project.map((node: { id: number }) => node.id)).toEqual([178, 182]);
    expect(data.counties).toHaveLength(21);
    expect(data.zone).toHaveLength(8);
    // Paths match case-insensitively, and a read answers GET too.
    const lower = await t.app.inject({ method: 'GET', url: '/index/zone/index' });
    expect(lower.json().data.map_data).toEqual(data.map_data);
  });

  it('lists a zone’s passed products by display category', async () => {
    const cultural = (await call(undefined, API.zoneList, { id: yushu, category: 59 })).json().data;
    expect(cultural.zone_info).toMatchObject({ id: yushu, name: '玉树州' });
    expect(cultural.zone_product.every((p: { product_category: number }) => p.product_category === 59)).toBe(true);
    expect(cultural.zone_product).toHaveLength(1);
    expect((await call(undefined, API.zoneList, { id: 999_999 })).json().code).toBe(404);
  });

  it('answers the zones of a pilot category and its children', async () => {
    const map = (await call(undefined, API.zoneByCate, { cateId: 178 })).json().data;
    expect(map).toHaveLength(8);
    expect((await call(undefined, API.zoneByCate, { cateId: 177 })).json().data).toHaveLength(8);
    expect((await call(undefined, API.zoneByCate, { cateId: 182, cateSonId: 183 })).json().data).toEqual([]);
  });
});

describe('the console zone editor', () => {
  it('saves a sanitized description and the counties of the province, with an audit entry', async () => {
    const res = await editor(CONSOLE_API.pilotZoneSave, {
      id: golog,
      name: '果洛州',
      zone_desc: '<p>三江源腹地</p><img src=x onerror="alert(1)">',
      province: '63',
      category: 178,
      counties: '632626,632621',
    });
    expect(res.json().code, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ counties: '632626,632621' });
    expect(res.json().data.zone_desc).not.toContain('onerror');
    const log = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'zone'), eq(auditLog.targetId, String(golog))))
      .orderBy(asc(auditLog.id));
    expect(log).toEqual([{ action: 'zone.update' }]);
  });

  it('refuses a county of another province and a category outside the pilot tree', async () => {
    const base = { id: golog, name: '果洛州', zone_desc: '', province: '63', category: 178 };
    expect((await editor(CONSOLE_API.pilotZoneSave, { ...base, counties: '513232' })).json().msg).toBe(
      pilotMessages.zoneCountyUnknown,
    );
    expect((await editor(CONSOLE_API.pilotZoneSave, { ...base, category: 44 })).json().msg).toBe(
      pilotMessages.zoneCategoryUnknown,
    );
    expect((await reviewer(CONSOLE_API.pilotZoneSave, { ...base, counties: '' })).json().code).toBe(403);
  });
});
