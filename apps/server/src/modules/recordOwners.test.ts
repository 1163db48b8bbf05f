import { randomInt } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, defineRoute, ownParent, ownRecord, USER, type AnyRoute, type OwnedRecord } from '@jhy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { certificationApplications, displayProducts, messages, zones } from '../db/schema.js';
import { insertCertifiedOwner } from '../db/seed/certifiedOwner.js';
import { EventStreams } from '../infra/eventStreams.js';
import { serveRoute, type RouteServer } from '../infra/serveRoute.js';
import { SessionStore } from '../infra/sessions.js';
import { auctionWithBidders, insertDealConfirmation, qualifiedBidder } from '../test/biddingFixtures.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { createListing, createListingOwner } from '../test/tradingFixtures.js';
import { accessGuards } from './accessGuards.js';
import { ownedForGood, ownerChecks, RECORD_OWNERS } from './recordOwners.js';

/**
 * The owner check (recordOwners.ts, docs/security.md "Ownership matrix"): bare routes whose handler
 * accepts anything show that the check itself refuses another user's record of every kind, and the
 * real app shows that every route of the table with an ownRecord or ownParent rule has it.
 */

let t: TestApp;
let app: FastifyInstance;
let stranger: { userId: number; token: string };
/** One record of each kind, and the token of the user whose it is. */
const records = {} as Record<OwnedRecord, { id: number; token: string }>;
const ran: string[] = [];

async function portalUser(db: TestApp['db']) {
  const owner = await insertCertifiedOwner(db, {
    mobile: `138${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    companyName: '玛沁测试生态有限公司',
  });
  return { ...owner, token: await new SessionStore(db, 'user').open(owner.userId, '127.0.0.1') };
}

/** A bare route with `owner` whose handler succeeds for anyone: whatever refuses is the owner check. */
function bareRoute(path: string, kind: 'read' | 'write', owner: AnyRoute['owner']) {
  return defineRoute({
    path,
    kind,
    access: USER,
    owner,
    tag: 'test',
    summary: 'owner check test',
    input: z.object({ id: z.coerce.number().int().optional(), note: z.string().optional() }),
    output: z.object({ ran: z.boolean() }),
  });
}

async function createRecords(db: TestApp['db']) {
  const a = await portalUser(db);
  const aListing = await createListing(db, a);
  const [zone] = await db.select({ id: zones.id }).from(zones).orderBy(asc(zones.id)).limit(1);
  const [certification] = await db
    .insert(certificationApplications)
    .values({
      userId: a.userId,
      companyName: '玛沁测试生态有限公司',
      creditCode: '91632621MA7C482917',
      productName: '牦牛酸奶',
      typeIds: '1',
      typeName: '有机',
      contactName: '才让',
      contactPhone: '13897451234',
      contactAddress: '玛沁县',
      areaCode: '63/6326/632621',
      areaName: '青海省/果洛藏族自治州/玛沁县',
    })
    .returning({ id: certificationApplications.id });
  const [display] = await db
    .insert(displayProducts)
    .values({
      userId: a.userId,
      companyId: a.companyId,
      zoneId: zone!.id,
      category: 44,
      productName: '玛沁牦牛酸奶',
      typeIds: '49',
      typeName: '乳制品',
      contactName: '才让',
      contactPhone: '13897451234',
    })
    .returning({ id: displayProducts.id });
  const [message] = await db
    .insert(messages)
    .values({
      userId: a.userId,
      kind: 'enterprise.pass',
      title: '您的企业已通过认证',
      route: '/main/myAccount',
      recordId: a.companyId,
    })
    .returning({ id: messages.id });
  // A's registration on another owner's listing; the bidder of an auction; the buyer of a sale.
  const registration = await qualifiedBidder(db, (await createListing(db, await createListingOwner(db))).id, 0);
  const { auction, bidders } = await auctionWithBidders(db, t.config.bidding, {
    bidders: 2,
    end: new Date(Date.now() - 60_000),
  });
  const sold = await createListing(db, await createListingOwner(db), { closedStatus: 3 });
  const buyer = await qualifiedBidder(db, sold.id);
  await insertDealConfirmation(db, sold, buyer, 'JHY20260601-OWNERCHK');
  Object.assign(records, {
    enterprise: { id: a.companyId, token: a.token },
    listing: { id: aListing.id, token: a.token },
    certification: { id: certification!.id, token: a.token },
    displayProduct: { id: display!.id, token: a.token },
    message: { id: message!.id, token: a.token },
    registration: { id: registration.registrationId, token: registration.token },
    qualifiedRegistration: { id: auction.id, token: bidders[0]!.token },
    deal: { id: sold.id, token: buyer.token },
  } satisfies Record<OwnedRecord, { id: number; token: string }>);
}

const KINDS = Object.keys(RECORD_OWNERS) as OwnedRecord[];
const post = (url: string, token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, payload, headers: { token } });

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ config: t.config, db: t.db, logger: false, sendSmsNotices: false, closeWindows: false });
  const server: RouteServer = {
    app,
    guardFor: accessGuards(t.db, () => new Date()),
    ownerCheckFor: ownerChecks(t.db),
    streams: new EventStreams(app, { perUser: 1, perAddress: 1 }),
  };
  for (const kind of KINDS) {
    const handler = (_input: unknown, request: { url: string }) => {
      ran.push(request.url);
      return { ran: true };
    };
    serveRoute(server, bareRoute(`/api/test/own/${kind}`, 'read', ownRecord(kind)), handler);
    serveRoute(server, bareRoute(`/api/test/under/${kind}`, 'write', ownParent(kind, 'id')), handler);
  }
  await app.ready();
  await createRecords(t.db);
  stranger = await portalUser(t.db);
}, 120_000);
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('the owner check', () => {
  it.each(KINDS)('refuses another user’s %s as a missing one, though the handler would accept it', async (kind) => {
    const { id, token } = records[kind];
    const missing = RECORD_OWNERS[kind].missing();
    for (const url of [`/api/test/own/${kind}`, `/api/test/under/${kind}`]) {
      ran.length = 0;
      const refused = await post(url, stranger.token, { id });
      expect(refused.statusCode, `${url}: ${refused.body}`).toBe(missing.status);
      expect(refused.json().msg).toBe(missing.message);
      // An id that names nothing is answered the same: the refusal tells nothing of the record.
      expect((await post(url, stranger.token, { id: 2_000_000_000 })).body).toBe(refused.body);
      expect(ran, url).toEqual([]);
      const own = await post(url, token, { id });
      expect(own.json(), `${url} by its owner`).toMatchObject({ code: 200, data: { ran: true } });
    }
    // A read's GET (and its HEAD) is checked on its query as its POST is on its body.
    ran.length = 0;
    const get = await app.inject({ url: `/api/test/own/${kind}?id=${id}`, headers: { token: stranger.token } });
    expect(get.statusCode).toBe(missing.status);
    const head = await app.inject({
      method: 'HEAD',
      url: `/api/test/own/${kind}?id=${id}`,
      headers: { token: stranger.token },
    });
    expect(head.statusCode).toBe(missing.status);
    expect(ran).toEqual([]);
  });

  it('leaves a field not sent to the schema and the service', async () => {
    const res = await post('/api/test/under/enterprise', stranger.token, { note: 'no parent named' });
    expect(res.json()).toMatchObject({ code: 200, data: { ran: true } });
  });

  it('takes the user from the token: a user id among the fields changes nothing', async () => {
    const { id } = records.enterprise;
    const res = await post('/api/test/own/enterprise', stranger.token, { id, user_id: id, userId: id });
    expect(res.statusCode).toBe(404);
  });
});

describe('a record owned for good (a qualified registration on an auction)', () => {
  it('asks once for an owner, again for a non-owner each time', async () => {
    const asked: string[] = [];
    const owned = ownedForGood(async (_db, userId, id) => {
      asked.push(`${userId}:${id}`);
      return userId === 1;
    });
    expect([
      await owned(t.db, 1, 7),
      await owned(t.db, 1, 7),
      await owned(t.db, 2, 7),
      await owned(t.db, 2, 7),
    ]).toEqual([true, true, false, false]);
    expect(asked).toEqual(['1:7', '2:7', '2:7']);
  });

  it('is only the qualified registration: every other record can change hands or go', () => {
    const forGood = Object.entries(RECORD_OWNERS).filter(([, owner]) => owner.forGood);
    expect(forGood.map(([record]) => record)).toEqual(['qualifiedRegistration']);
  });
});

describe('every route of the table with an ownRecord or ownParent rule', () => {
  it('has the owner check, on each method it answers', () => {
    const hooks = t.app.printRoutes({ commonPrefix: false, includeHooks: true, includeMeta: false });
    const owned = Object.entries(apiRoutes as Record<string, AnyRoute>).filter(
      ([, route]) => route.owner?.rule === 'ownRecord' || route.owner?.rule === 'ownParent',
    );
    expect(owned.length).toBeGreaterThan(10);
    for (const [key, route] of Object.entries(apiRoutes as Record<string, AnyRoute>)) {
      const checked = route.owner?.rule === 'ownRecord' || route.owner?.rule === 'ownParent';
      for (const method of route.kind === 'read' ? ['GET', 'HEAD', 'POST'] : ['POST']) {
        const preHandlers = preHandlersOf(hooks, route.path, method);
        if (checked) expect(preHandlers, `${key} ${method}`).toContain('ownerCheck');
        else expect(preHandlers, `${key} ${method}`).not.toContain('ownerCheck');
      }
    }
  });
});

/**
 * The preHandler names printRoutes shows for one path and method. It prints the router's tree: a
 * node's text begins 4 columns deeper than its parent's and adds to its path, a line `• (hook)
 * ["name()"]` names the hooks of the node above, and a node with handlers of several groups of
 * methods is printed again at the same column (`/b (GET, POST)`, then `/b (HEAD)`).
 */
function preHandlersOf(printed: string, path: string, method: string): string[] {
  const segments: string[] = [];
  let node = { path: '', methods: [] as string[] };
  const names: string[] = [];
  for (const line of printed.split('\n')) {
    const column = line.search(/[^\s│├└─]/);
    if (column < 0) continue;
    const text = line.slice(column);
    const hook = /^• \((\w+)\) (\[.*\])$/.exec(text);
    if (hook) {
      if (hook[1] === 'preHandler' && node.path === path && node.methods.includes(method))
        names.push(...(JSON.parse(hook[2]!) as string[]).map((name) => name.replace(/\(\)$/, '')));
      continue;
    }
    const [, segment = '', methods = ''] = /^(\S+)(?: \(([A-Z, ]+)\))?$/.exec(text) ?? [];
    const depth = column / 4 - 1;
    segments.length = depth;
    segments.push(segment);
    node = { path: segments.join(''), methods: methods.split(', ') };
  }
  return names;
}
