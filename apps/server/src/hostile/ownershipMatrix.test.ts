import { asc, eq } from 'drizzle-orm';
import {
  API,
  apiRoutes,
  CONSOLE_PERMISSIONS,
  CONSOLE_TOKEN_HEADER,
  STAFF_ROLES,
  type AnyRoute,
  type OwnerRule,
  type StaffRole,
} from '@jhy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingRegistrations, messages, users, zones } from '../db/schema.js';
import { certificationForm } from '../test/certificationForms.js';
import { addStaff, asStaff, staffToken } from '../test/consoleStaff.js';
import { RowWatch } from '../test/dbSnapshot.js';
import { enterpriseForm } from '../test/enterpriseForms.js';
import { enterpriseOf, productForm, projectForm, uploadImageAs } from '../test/listingForms.js';
import { FIXED_TEST_CODES, randomIp, savedId, signUpAndLogIn, type PortalUser } from '../test/portalUsers.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { createListing, createListingOwner } from '../test/tradingFixtures.js';
import { currentNoticeSha256, insertDealConfirmation } from '../test/biddingFixtures.js';

/**
 * The ownership matrix (docs/security.md "Ownership matrix"): user B tries user A's records through
 * every owner-scoped call, a portal token tries every console call, each staff role every call it
 * lacks, and a staff token every portal call. Every cell must be refused and change no row; each
 * edit cell is proved meaningful by A making the same call with success afterwards.
 *
 * Every USER route declares its owner rule in the route table (`owner`, packages/contract
 * `OwnerRule`); the matrix reads it and tries it. A USER route with no rule, or an ownRecord,
 * ownParent, publicRecord or ownList rule with nothing here to try it with, fails the first test.
 */

type RouteKey = keyof typeof apiRoutes;
type Ids = Awaited<ReturnType<typeof setUp>>;
/** What B sends to attack A's record, and what A sends to show that the call itself works. */
interface OwnerCell {
  attack: (ids: Ids) => Promise<Record<string, unknown>>;
  /** A's own call with the same form (omitted where only the refusal matters). */
  control?: (ids: Ids) => Promise<Record<string, unknown>>;
}

/**
 * Each route's rule is its `owner` in the route table (packages/contract, `OwnerRule`); here is only
 * what each rule is tried with: the attacks on A's records for `ownRecord`, `ownParent` and
 * `publicRecord`, and the ids of A's that must not show for `ownList`. `self` and `standing` need
 * no data of their own.
 */
type Attacks = Partial<Record<RouteKey, OwnerCell[]>>;
type ListedIdsOfA = Partial<Record<RouteKey, (ids: Ids) => number[]>>;

let t: TestApp;
let a: PortalUser;
let b: PortalUser;
let ids: Ids;
let rows: RowWatch;
const staffTokens = {} as Record<StaffRole, string>;

const call = (user: PortalUser, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, headers: { token: user.token }, remoteAddress: randomIp() });

async function ok(user: PortalUser, url: string, payload: Record<string, unknown>): Promise<number> {
  return savedId(await call(user, url, payload), url);
}

/** A's contact on the registration: B's answers must never carry it. */
const A_CONTACT = '阿旺才让';

const certification = (override: Record<string, unknown> = {}) =>
  certificationForm({ product_name: '牦牛酸奶', ...override });

async function displayProduct(user: PortalUser, companyId: number, zone: number, name = '玛沁牦牛酸奶') {
  return {
    company_id: companyId,
    product_area: zone,
    product_category: 44,
    product_name: name,
    product_type: '49',
    honor: '52,55',
    product_season: '94,95',
    contact_name: '才让',
    contact_phone: '13897451234',
    product_img: JSON.stringify([{ name: '产品.png', src: await uploadImageAs(t.app, user) }]),
    product_desc: '<p>高原牧场鲜奶</p>',
  };
}

async function setUp() {
  const zone = (await t.db.select({ id: zones.id }).from(zones).orderBy(asc(zones.id)))[0]!.id;
  const aCompany = await enterpriseOf(t.app, t.db, a);
  const aPendingCompany = await enterpriseOf(t.app, t.db, a, 0);
  const bCompany = await enterpriseOf(t.app, t.db, b);
  const aProject = await ok(a, API.addProject, await projectForm(t.app, a, aCompany));
  const aProduct = await ok(a, API.productAdd, productForm(aCompany));
  const aCertification = await ok(a, API.certApply, certification());
  const aDisplay = await ok(a, API.zoneProductAdd, await displayProduct(a, aCompany, zone));
  // A public listing in its enrolment window, another owner's, on which A registered as a buyer.
  const enrolling = (await createListing(t.db, await createListingOwner(t.db), { enrollFiles: [] })).id;
  const aRegistration = await ok(a, API.biddingRegister, {
    listing_id: enrolling,
    company_id: aCompany,
    contact_name: A_CONTACT,
    contact_phone: '13897451234',
    files: [],
    notice_sha256: await currentNoticeSha256(t.db),
  });
  // A listing A bought: its 成交确认书 is A's (and the seller's) only.
  const sold = await createListing(t.db, await createListingOwner(t.db), { closedStatus: 3 });
  const [boughtBy] = await t.db
    .insert(listingRegistrations)
    .values({
      listingId: sold.id,
      userId: a.id,
      companyId: aCompany,
      companyName: '受让企业',
      contactName: A_CONTACT,
      contactPhone: '13897451234',
      status: 1,
      bidderCode: '100001',
    })
    .returning({ id: listingRegistrations.id });
  const aConfirmation = await insertDealConfirmation(
    t.db,
    sold,
    { userId: a.id, registrationId: boughtBy!.id },
    'JHY20260601-ABCDEFGH',
  );
  const [message] = await t.db
    .insert(messages)
    .values({
      userId: a.id,
      kind: 'enterprise.pass',
      title: '您的企业已通过认证',
      route: '/main/myAccount',
      recordId: aCompany,
    })
    .returning({ id: messages.id });
  return {
    zone,
    aCompany,
    aPendingCompany,
    bCompany,
    aProject,
    aProduct,
    aCertification,
    aDisplay,
    enrolling,
    aRegistration,
    aMessage: message!.id,
    aDeal: sold.id,
    aConfirmation,
  };
}

const ATTACKS: Attacks = {
  companyEdit: [
    {
      attack: async (ids) => ({ ...(await enterpriseForm(t.app, b)), id: ids.aPendingCompany }),
      control: async (ids) => ({ ...(await enterpriseForm(t.app, a)), id: ids.aPendingCompany }),
    },
  ],
  companyDelete: [{ attack: async (ids) => ({ id: ids.aCompany }) }],
  editProject: [
    {
      attack: async (ids) => ({ ...(await projectForm(t.app, b, ids.bCompany)), id: ids.aProject }),
      control: async (ids) => ({ ...(await projectForm(t.app, a, ids.aCompany)), id: ids.aProject }),
    },
    // Naming A's own enterprise on A's listing does not make it B's either.
    { attack: async (ids) => ({ ...(await projectForm(t.app, b, ids.aCompany)), id: ids.aProject }) },
  ],
  productEdit: [
    {
      attack: async (ids) => ({ ...productForm(ids.bCompany), id: ids.aProduct }),
      control: async (ids) => ({ ...productForm(ids.aCompany), id: ids.aProduct }),
    },
    { attack: async (ids) => ({ ...productForm(ids.aCompany), id: ids.aProduct }) },
  ],
  editCertification: [
    {
      attack: async (ids) => ({ ...certification({ product_name: '被篡改' }), id: ids.aCertification }),
      control: async (ids) => ({ ...certification({ product_name: '牦牛奶粉' }), id: ids.aCertification }),
    },
  ],
  myZoneProductEdit: [
    {
      attack: async (ids) => ({ ...(await displayProduct(b, ids.bCompany, ids.zone, '改名')), id: ids.aDisplay }),
      control: async (ids) => ({
        ...(await displayProduct(a, ids.aCompany, ids.zone, '久治野生蘑菇')),
        id: ids.aDisplay,
      }),
    },
  ],
  // Disclosure attachments open for any logged-in user on a public listing only: A's listing under review is not.
  listingAttachmentLink: [{ attack: async (ids) => ({ id: ids.aProject, index: 0 }) }],
  addProject: [{ attack: async (ids) => projectForm(t.app, b, ids.aCompany) }],
  productAdd: [{ attack: async (ids) => productForm(ids.aCompany) }],
  zoneProductAdd: [{ attack: async (ids) => displayProduct(b, ids.aCompany, ids.zone) }],
  messageRead: [{ attack: async (ids) => ({ id: ids.aMessage }), control: async (ids) => ({ id: ids.aMessage }) }],
  biddingRegister: [
    {
      attack: async (ids) => ({
        listing_id: ids.enrolling,
        company_id: ids.aCompany,
        contact_name: '冒名',
        contact_phone: '13897451234',
        files: [],
        notice_sha256: await currentNoticeSha256(t.db),
      }),
    },
  ],
  biddingWithdraw: [{ attack: async (ids) => ({ id: ids.aRegistration }) }],
  dealConfirmationLink: [
    { attack: async (ids) => ({ listing_id: ids.aDeal }), control: async (ids) => ({ listing_id: ids.aDeal }) },
  ],
  // Only a qualified registration of the caller may bid; B has none on any auction.
  auctionBid: [{ attack: async () => ({ auction_id: 1, amount: 100 }) }],
};

const LISTED_IDS_OF_A: ListedIdsOfA = {
  myCompanies: (ids) => [ids.aCompany, ids.aPendingCompany],
  myListings: (ids) => [ids.aProject, ids.aProduct],
  myCertifications: (ids) => [ids.aCertification],
  myZoneProducts: (ids) => [ids.aDisplay],
  userInfo: () => [a.id],
  messageList: (ids) => [ids.aMessage],
  biddingMine: (ids) => [ids.aRegistration],
  // 我的成交: the sales the caller was a party to; B was party to none of A's.
  dealMine: (ids) => [ids.aConfirmation],
};

const allRoutes = Object.entries(apiRoutes as Record<string, AnyRoute>).sort(([x], [y]) => x.localeCompare(y));
const userRoutes = allRoutes.filter(([, route]) => route.access.who === 'user');
const staffRoutes = allRoutes.filter(([, route]) => route.access.who === 'staff');
/** The USER routes whose declared owner rule is `rule`. */
const withOwnerRule = (rule: OwnerRule['rule']) => userRoutes.filter(([, route]) => route.owner?.rule === rule);
const cells = {
  privateFile: 0,
  owner: 0,
  parent: 0,
  list: 0,
  portalOnConsole: 0,
  roleLacking: 0,
  staffOnPortal: 0,
  selfOnly: 0,
  standing: 0,
};

beforeAll(async () => {
  t = await createTestApp({ env: { ...FIXED_TEST_CODES } });
  a = await signUpAndLogIn(t.app);
  b = await signUpAndLogIn(t.app);
  ids = await setUp();
  for (const role of STAFF_ROLES) {
    const member = await addStaff(t.db, `matrix_${role}`, role);
    staffTokens[role] = await staffToken(t.app, member.username, member.password);
  }
  rows = new RowWatch(t.db);
}, 120_000);
afterAll(() => {
  console.info(`ownership matrix cells: ${JSON.stringify(cells)}`);
  return t.close();
});

/** Sends one attack and expects a refusal (4xx, not a validation slip) that changed no row. */
async function expectRefusedUnchanged(
  send: () => Promise<{ statusCode: number; body: string }>,
  statuses: number[],
  label: string,
) {
  await rows.before();
  const res = await send();
  const changed = await rows.after();
  if (process.env.MATRIX_VERBOSE) console.info(label, res.statusCode, res.body.slice(0, 100));
  expect(statuses, `${label}: ${res.body}`).toContain(res.statusCode);
  expect(changed, label).toEqual([]);
}

describe('the ownership matrix', () => {
  it('every USER route declares whose records it touches, and each rule has what it is tried with', async () => {
    const undeclared = userRoutes.filter(([, route]) => !route.owner).map(([key]) => key);
    expect(undeclared, 'USER routes with no `owner` rule in the route table').toEqual([]);
    const withRule = (...rules: OwnerRule['rule'][]) =>
      userRoutes.filter(([, route]) => route.owner && rules.includes(route.owner.rule)).map(([key]) => key);
    expect(Object.keys(ATTACKS).sort(), 'attacks for exactly the ownRecord, ownParent and publicRecord routes').toEqual(
      withRule('ownRecord', 'ownParent', 'publicRecord').sort(),
    );
    expect(Object.keys(LISTED_IDS_OF_A).sort(), 'ids of A for exactly the ownList routes').toEqual(
      withRule('ownList').sort(),
    );
    // Each attack names A's record by the field the rule declares.
    for (const [key, route] of userRoutes) {
      const owner = route.owner;
      if (owner?.rule !== 'ownRecord' && owner?.rule !== 'ownParent') continue;
      for (const cell of ATTACKS[key as RouteKey]!)
        expect(Object.keys(await cell.attack(ids)), key).toContain(owner.field);
    }
  });

  it('self routes name no record: no id, user_id or company_id field to try', async () => {
    for (const [key, route] of userRoutes) {
      if (route.owner?.rule !== 'self') continue;
      const shape = (route.input as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(
        Object.keys(shape).filter((field) => /(^|_)id$/.test(field)),
        key,
      ).toEqual([]);
      cells.selfOnly += 1;
    }
    // And an id sent anyway changes B's profile, not A's.
    const [before] = await t.db.select().from(users).where(eq(users.id, a.id));
    const res = await call(b, API.editUserInfo, { id: a.id, user_id: a.id, nick_name: '冒名', email: '' });
    expect(res.json().code).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, a.id));
    expect(after!.nickName).toBe(before!.nickName);
  });

  it.each(withOwnerRule('ownRecord'))('B cannot use A’s records through %s; A can', async (key, route) => {
    const attacks = ATTACKS[key as RouteKey] ?? [];
    for (const cell of attacks) {
      const payload = await cell.attack(ids);
      // Not found or forbidden: never a 400, which could be B's form failing before the owner check.
      await expectRefusedUnchanged(() => call(b, route.path, payload), [403, 404], `${key} as B`);
      if (route.kind === 'read')
        await expectRefusedUnchanged(
          () =>
            t.app.inject({
              url: `${route.path}?${new URLSearchParams(payload as Record<string, string>)}`,
              headers: { token: b.token },
            }),
          [403, 404],
          `${key} as B by GET`,
        );
      cells.owner += 1;
    }
    for (const cell of attacks) {
      if (!cell.control) continue;
      const res = await call(a, route.path, await cell.control(ids));
      expect(res.json().code, `${key} as A: ${res.body}`).toBe(200);
    }
  });

  it.each(withOwnerRule('publicRecord'))(
    'B cannot read A’s record that is not public through %s',
    async (key, route) => {
      for (const cell of ATTACKS[key as RouteKey] ?? []) {
        const payload = await cell.attack(ids);
        await expectRefusedUnchanged(() => call(b, route.path, payload), [403, 404], `${key} as B`);
        cells.owner += 1;
      }
    },
  );

  it.each(withOwnerRule('ownParent'))('B cannot act under A’s records through %s', async (key, route) => {
    for (const cell of ATTACKS[key as RouteKey] ?? []) {
      const payload = await cell.attack(ids);
      await expectRefusedUnchanged(() => call(b, route.path, payload), [400, 403, 404], `${key} as B`);
      cells.parent += 1;
    }
  });

  it.each(withOwnerRule('ownList'))('%s shows B none of A’s records, even asked with A’s id', async (key, route) => {
    const idsOfA = LISTED_IDS_OF_A[key as RouteKey] ?? (() => []);
    const shown = (res: { body: string }) => {
      const data = JSON.parse(res.body).data;
      const list = (data?.data ?? data?.rows ?? [data]) as { id?: number }[];
      return list.map((row) => row?.id);
    };
    const asB = await call(b, route.path, { user_id: a.id, id: a.id, limit: 100 });
    expect(asB.json().code).toBe(200);
    for (const id of idsOfA(ids)) expect(shown(asB), key).not.toContain(id);
    const asA = await call(a, route.path, { limit: 100 });
    for (const id of idsOfA(ids)) expect(shown(asA), `${key} as A`).toContain(id);
    cells.list += 1;
  });

  it.each(withOwnerRule('standing'))('%s tells B nothing of A’s standing on the same listing', async (key, route) => {
    const asB = await call(b, route.path, { listing_id: ids.enrolling });
    // 405: the live feed answers GET only (infra/eventStreams.ts), and says nothing either.
    expect([200, 404, 405], `${key}: ${asB.body}`).toContain(asB.json().code);
    expect(asB.body, key).not.toContain(A_CONTACT);
    expect(asB.body, key).not.toMatch(new RegExp(`"id":${ids.aRegistration}[,}]`));
    cells.standing += 1;
  });

  it('A’s private enterprise files open only by the link signed for A', async () => {
    const list = await call(a, API.myCompanies, { limit: 100 });
    const signed = /\/uploads\/[^"?]+\?expires=\d+&signature=[^"]+/.exec(list.body)?.[0];
    expect(signed, list.body.slice(0, 300)).toBeDefined();
    const bare = signed!.split('?')[0]!;
    const forged = signed!.replace(/signature=[^&"]+/, `signature=${'0'.repeat(64)}`);
    for (const [url, headers] of [
      [bare, {}],
      [bare, { token: b.token }],
      [bare, { token: a.token }],
      [forged, { token: b.token }],
      [`${bare}?expires=99999999999&signature=`, { token: b.token }],
      [bare.replace('/uploads/', '/uploads/./'), { token: b.token }],
      [bare.replace('/uploads/', '/uploads//'), {}],
    ] as const) {
      await expectRefusedUnchanged(() => t.app.inject({ url, headers }), [403], `GET ${url}`);
      cells.privateFile += 1;
    }
    expect((await t.app.inject({ url: signed! })).statusCode).toBe(200);
    // B's own list carries no link to A's files.
    expect((await call(b, API.myCompanies, { limit: 100 })).body).not.toContain(bare);
  });

  it.each(staffRoutes)('a portal token is refused on the console call %s', async (key, route) => {
    await expectRefusedUnchanged(
      () => t.app.inject({ method: 'POST', url: route.path, payload: { id: 1 }, headers: { token: a.token } }),
      [401],
      `${key} with a portal token`,
    );
    // Nor does a portal token in the staff header pass.
    await expectRefusedUnchanged(
      () => asStaff(t.app, a.token)(route.path, { id: 1 }),
      [401],
      `${key} with a portal token as staff token`,
    );
    cells.portalOnConsole += 2;
  });

  const lacking = STAFF_ROLES.flatMap((role) =>
    staffRoutes
      .filter(([, route]) => {
        const permission = route.access.who === 'staff' ? route.access.permission : undefined;
        return permission !== undefined && !(CONSOLE_PERMISSIONS[permission] as readonly string[]).includes(role);
      })
      .map(([key, route]) => [role, key, route] as const),
  );

  it('leaves the reviewer and the editor some calls to lack', () => {
    expect(lacking.filter(([role]) => role === 'reviewer').length).toBeGreaterThan(0);
    expect(lacking.filter(([role]) => role === 'editor').length).toBeGreaterThan(0);
  });

  it.each(lacking)('the %s role is refused %s', async (role, key, route) => {
    await expectRefusedUnchanged(
      () => asStaff(t.app, staffTokens[role])(route.path, { id: 1 }),
      [403],
      `${key} as ${role}`,
    );
    cells.roleLacking += 1;
  });

  it.each(userRoutes)('a staff token is not a portal session on %s', async (key, route) => {
    await expectRefusedUnchanged(
      () =>
        t.app.inject({
          method: 'POST',
          url: route.path,
          payload: { id: ids.aCompany },
          headers: { token: staffTokens.admin, [CONSOLE_TOKEN_HEADER]: staffTokens.admin },
        }),
      [401],
      `${key} with a staff token`,
    );
    cells.staffOnPortal += 1;
  });
});
