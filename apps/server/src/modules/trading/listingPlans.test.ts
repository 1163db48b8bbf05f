import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createListing, createListingOwner } from '../../test/tradingFixtures.js';
import { countsWithPage, publicListingStatements, type PublicListingFilter } from './listingRepository.js';

/**
 * The public list's plans, kept: which index each statement reads `listings` through. A change that
 * loses an index, or writes a condition no index can serve, turns one of these into a sequential
 * scan, which costs nothing on a test's few rows and everything at a million (docs/performance.md
 * "Plans kept by a test"). The planner is told sequential scans are dear (`enable_seqscan = off`),
 * as they are on a large table: the index it then chooses is the one it reads at scale (how it reads
 * it — bitmap or index-only — may differ on so few rows, so only the index is kept). The figures
 * themselves come from `npm run bench` (BENCH_ONLY=explain).
 */

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Every scan of the plan, as "Node Type index-or-table", in the plan's order. */
function scansOf(node: PlanNode): string[] {
  const own = node['Node Type'].includes('Scan')
    ? [`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim()]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOf)];
}

let t: TestApp;
const NOW = new Date('2026-06-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createListingOwner(t.db);
  for (let i = 0; i < 30; i += 1) {
    await createListing(t.db, owner, {
      productName: i % 3 === 0 ? `果洛州林业碳汇项目第${i}号` : `阿坝州碳排放配额转让第${i}号`,
      firstCategory: 98,
      secondCategory: i % 2 === 0 ? 100 : 126,
      startTime: new Date(NOW.getTime() - 10 * DAY),
      endTime: new Date(NOW.getTime() + (i % 5) * DAY),
    });
  }
});
afterAll(() => t?.close());

/** The scans of `statement`'s plan with sequential scans priced as on a large table. */
async function scansWithoutSeqScan(statement: SQLWrapper): Promise<string[]> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const [explained] = await rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      tx,
      sql`EXPLAIN (FORMAT JSON) ${statement}`,
    );
    return scansOf(explained!['QUERY PLAN'][0].Plan);
  });
}

/** The filters of the bench's cases (bench/explainListings.ts), with the indexes each is read through. */
const kept: Array<{ name: string; filter: PublicListingFilter; page: number; indexes: string[] }> = [
  { name: 'all, page 1', filter: {}, page: 1, indexes: ['listings_public_order_idx'] },
  { name: 'all, page 100', filter: {}, page: 100, indexes: ['listings_public_order_idx'] },
  { name: 'a class', filter: { classId: 126 }, page: 1, indexes: ['listings_public_class_idx'] },
  { name: 'a name', filter: { name: '林业碳汇' }, page: 1, indexes: ['listings_public_order_idx'] },
  {
    name: 'enrolling',
    filter: { enrollStatus: 1 },
    page: 1,
    indexes: ['listings_public_open_end_idx', 'listings_public_open_start_idx'],
  },
];

describe('the public list’s plans', () => {
  for (const { name, filter, page, indexes } of kept) {
    it(`${name}: reads listings through ${indexes.join(' / ')}, never a sequential scan`, async () => {
      const statements = publicListingStatements(t.db, filter, { page, limit: 12 }, NOW);
      const sent = countsWithPage(filter) ? [statements['counted page']] : [statements.page, statements.count];
      for (const statement of sent) {
        const scans = await scansWithoutSeqScan(statement);
        expect(scans.filter((scan) => scan.startsWith('Seq Scan'))).toEqual([]);
        // The page's rows themselves are then read by id.
        const listingIndexes = scans
          .map((scan) => scan.split(' ').pop()!)
          .filter((index) => index !== 'listings_pkey' && index.startsWith('listings_'));
        expect(listingIndexes.length).toBeGreaterThan(0);
        for (const index of listingIndexes) expect(indexes).toContain(index);
      }
    });
  }
});
