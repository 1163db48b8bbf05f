import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONSOLE_API, reviewDecisionRoute, reviewLifeCycle, type ReviewDecisionKind } from '@jhy/contract';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/client.js';
import { auditLog, enterprises, users } from '../../db/schema.js';
import { insertEnterprise } from '../../db/seed/certifiedOwner.js';
import { addStaff, asStaff, createConsoleTestApp, staffToken } from '../../test/consoleStaff.js';
import type { AuditActor } from '../audit/withAudit.js';
import { decideReview, type ReviewFlow } from './reviewDecision.js';
import { EventStreams } from '../../infra/eventStreams.js';
import { accessGuards } from '../accessGuards.js';
import { serveReviewDecision } from './reviewEndpoint.js';
import { registerReviewQueue, unregisterReviewQueue } from './reviewQueues.js';
import { suiteApp } from '../../test/suite.js';

/**
 * The enterprise life cycle of docs/lifecycles.md, written the way the enterprises module will write its
 * flow: -1 → take → 0 → pass 1 / reject 2 (with the remark the applicant reads).
 */
type EnterpriseRow = typeof enterprises.$inferSelect;
const enterpriseStates = reviewLifeCycle({
  take: { from: [-1], to: 0 },
  pass: { from: [0], to: 1 },
  reject: { from: [0], to: 2 },
});
let failNextApply = false;
const enterpriseFlow: ReviewFlow<EnterpriseRow> = {
  targetType: 'enterprise',
  async loadForDecision(tx, id) {
    const [row] = await tx.select().from(enterprises).where(eq(enterprises.id, id)).for('update');
    return row;
  },
  versionOf: (row) => row.updatedAt.toISOString(),
  allows: (row, decision) => enterpriseStates.allows(row.authStatus, decision),
  async apply(tx, row, decision, context) {
    const [updated] = await tx
      .update(enterprises)
      .set({
        authStatus: enterpriseStates.target(decision),
        remark: decision === 'reject' ? context.remark : '',
        reviewedBy: context.actor.id,
        reviewedAt: context.at,
      })
      .where(eq(enterprises.id, row.id))
      .returning();
    if (failNextApply) {
      failNextApply = false;
      throw new Error('notification failed');
    }
    return updated!;
  },
  snapshot: (row) => ({ authStatus: row.authStatus, remark: row.remark }),
};

const t = suiteApp(() => createConsoleTestApp());
let reviewer: AuditActor;
let ownerId: number;

beforeAll(async () => {
  const member = await addStaff(t.db, 'rv_reviewer', 'reviewer');
  reviewer = { id: member.id, name: member.username, ip: '127.0.0.1' };
  const [owner] = await t.db.insert(users).values({ mobile: '13600000001', passwordHash: 'x' }).returning();
  ownerId = owner!.id;
});

const newEnterprise = (db: Db, authStatus = -1) =>
  insertEnterprise(db, { userId: ownerId, companyName: '玉树三江源生态牧业有限公司', authStatus });

const entriesFor = async (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'enterprise'), eq(auditLog.targetId, String(id))))
    .orderBy(auditLog.id);
const statusOf = async (id: number) => (await t.db.select().from(enterprises).where(eq(enterprises.id, id)))[0]!;

/** A decision on the record as it now stands, the way the console sends it (with the version it read). */
const decide = async (id: number, decision: ReviewDecisionKind, remark = '') =>
  decideReview(t.db, reviewer, enterpriseFlow, { id, decision, remark, version: await versionOf(id) });
const versionOf = async (id: number) =>
  ((await t.db.select().from(enterprises).where(eq(enterprises.id, id)))[0]?.updatedAt ?? new Date()).toISOString();

describe('decideReview', () => {
  it('takes, then passes a record, with one audit entry per decision', async () => {
    const id = await newEnterprise(t.db);
    await decide(id, 'take');
    const passed = await decide(id, 'pass', '材料齐全');
    expect(passed.authStatus).toBe(1);
    expect(passed.reviewedBy).toBe(reviewer.id);
    const entries = await entriesFor(id);
    expect(entries.map((e) => [e.action, e.before, e.after, e.remark])).toEqual([
      ['enterprise.take', { authStatus: -1, remark: '' }, { authStatus: 0, remark: '' }, ''],
      ['enterprise.pass', { authStatus: 0, remark: '' }, { authStatus: 1, remark: '' }, '材料齐全'],
    ]);
  });

  it('requires a remark to reject, and stores it for the applicant', async () => {
    const id = await newEnterprise(t.db, 0);
    await expect(decide(id, 'reject', '   ')).rejects.toMatchObject({ status: 400, message: '请填写驳回原因' });
    expect((await statusOf(id)).authStatus).toBe(0);
    expect(await entriesFor(id)).toHaveLength(0);

    const rejected = await decide(id, 'reject', '营业执照未加盖公章');
    expect(rejected).toMatchObject({ authStatus: 2, remark: '营业执照未加盖公章' });
    expect((await entriesFor(id))[0]!.remark).toBe('营业执照未加盖公章');
  });

  it('refuses a decision the record’s state no longer accepts, changing nothing', async () => {
    const id = await newEnterprise(t.db, 1);
    await expect(decide(id, 'pass')).rejects.toMatchObject({ status: 409, message: '该记录状态已变化，请刷新后重试' });
    await expect(
      decideReview(t.db, reviewer, enterpriseFlow, { id: 987654, decision: 'pass', remark: '', version: 'x' }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await entriesFor(id)).toHaveLength(0);
  });

  it('refuses a decision on content the applicant changed after the reviewer read it', async () => {
    const id = await newEnterprise(t.db, 0);
    const seen = await versionOf(id);
    // The applicant edits the record between the reviewer's reading and the reviewer's pass.
    await t.db
      .update(enterprises)
      .set({ companyName: '被替换的企业名称有限公司', authStatus: -1, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(enterprises.id, id));
    await expect(
      decideReview(t.db, reviewer, enterpriseFlow, { id, decision: 'pass', remark: '', version: seen }),
    ).rejects.toMatchObject({ status: 409, message: '申请内容已被修改，请刷新后重新审核' });
    expect((await statusOf(id)).authStatus).toBe(-1);
    expect(await entriesFor(id)).toHaveLength(0);
  });

  it('lets only one of two simultaneous decisions through', async () => {
    const id = await newEnterprise(t.db, 0);
    const results = await Promise.allSettled([decide(id, 'pass'), decide(id, 'reject', '证件过期')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await entriesFor(id)).toHaveLength(1);
  });

  it('keeps neither the decision nor the entry when a later step of the decision fails', async () => {
    const id = await newEnterprise(t.db, 0);
    failNextApply = true;
    await expect(decide(id, 'pass')).rejects.toThrow('notification failed');
    expect((await statusOf(id)).authStatus).toBe(0);
    expect(await entriesFor(id)).toHaveLength(0);
  });
});

describe('a queue plugged into the console', () => {
  let app: FastifyInstance;
  let tokens: Record<'reviewer' | 'editor', string>;

  beforeAll(async () => {
    // What a feature module does in its routes function: register its queue and its decision route.
    registerReviewQueue({
      key: 'enterprises-test',
      title: '企业认证',
      path: '/console/review/enterprises',
      async countPending(db) {
        const [row] = await db
          .select({ value: count() })
          .from(enterprises)
          .where(inArray(enterprises.authStatus, [-1, 0]));
        return row?.value ?? 0;
      },
    });
    app = await buildApp({ config: t.config, db: t.db, logger: false });
    const route = reviewDecisionRoute(
      '/console/api/test/enterprises/decide',
      '测试',
      z.object({ authStatus: z.number(), remark: z.string() }),
    );
    serveReviewDecision(
      {
        app,
        guardFor: accessGuards(t.db, () => new Date()),
        ownerCheckFor: () => undefined,
        streams: new EventStreams(app, { perUser: 1, perAddress: 1 }),
      },
      t.db,
      route,
      {
        flow: enterpriseFlow,
        present: (row) => ({ authStatus: row.authStatus, remark: row.remark }),
      },
    );
    await app.ready();
    const editor = await addStaff(t.db, 'rv_editor', 'editor');
    const second = await addStaff(t.db, 'rv_second', 'reviewer');
    tokens = {
      reviewer: await staffToken(app, second.username, second.password),
      editor: await staffToken(app, editor.username, editor.password),
    };
  });
  afterAll(async () => {
    unregisterReviewQueue('enterprises-test');
    await app.close();
  });

  it('shows the pending count on the dashboard of those who may work the queue', async () => {
    const pending = (await t.db.select().from(enterprises)).filter((e) => [-1, 0].includes(e.authStatus)).length;
    const dashboard = (await asStaff(app, tokens.reviewer)(CONSOLE_API.dashboard)).json().data;
    expect(dashboard.queues).toContainEqual({
      key: 'enterprises-test',
      title: '企业认证',
      path: '/console/review/enterprises',
      pending,
    });
    expect(dashboard.totals).toMatchObject({ users: 1, activeUsers: 1 });
    const editorView = (await asStaff(app, tokens.editor)(CONSOLE_API.dashboard)).json().data;
    expect(editorView.queues.map((q: { key: string }) => q.key)).not.toContain('enterprises-test');
  });

  it('decides through the endpoint for a reviewer, refuses an editor, requires the remark', async () => {
    const id = await newEnterprise(t.db, 0);
    const url = '/console/api/test/enterprises/decide';
    const version = await versionOf(id);
    const editorTry = await asStaff(app, tokens.editor)(url, { id, decision: 'pass', version });
    expect(editorTry.statusCode).toBe(403);
    const noRemark = await asStaff(app, tokens.reviewer)(url, { id, decision: 'reject', version });
    expect(noRemark.json()).toEqual({ code: 400, msg: '请填写驳回原因', data: null });
    const noVersion = await asStaff(app, tokens.reviewer)(url, { id, decision: 'pass' });
    expect(noVersion.json()).toEqual({ code: 400, msg: '请刷新后重新审核', data: null });
    const ok = await asStaff(app, tokens.reviewer)(url, {
      id,
      decision: 'reject',
      remark: '法人身份证照片不清晰',
      version,
    });
    expect(ok.json().data).toEqual({ authStatus: 2, remark: '法人身份证照片不清晰' });
    expect((await entriesFor(id)).map((e) => e.staffName)).toEqual(['rv_second']);
  });
});
