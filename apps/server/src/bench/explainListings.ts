/**
 * EXPLAIN ANALYZE of the public list's queries on PostgreSQL at several table sizes, each in a scratch
 * database of its own, so that the growth of each query with the table is read off one table: the
 * budget is that at 1M listings the list and search queries take at most twice their time at 10k
 * (docs/performance.md). The queries are the repository's own, taken unawaited and explained with
 * their parameters — never a copy of their SQL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import {
  countsWithPage,
  publicListingStatements,
  type PublicListingFilter,
} from '../modules/trading/listingRepository.js';
import { median } from './median.js';
import { RARE_WORDS_LISTING, seedBenchListings } from './seedBenchListings.js';

interface ExplainCase {
  name: string;
  filter: PublicListingFilter;
  page: number;
}

const LIMIT = 12;

const cases: ExplainCase[] = [
  { name: 'all, page 1', filter: {}, page: 1 },
  { name: 'all, page 100 (the last the pager reaches)', filter: {}, page: 100 },
  { name: 'class 126, page 1', filter: { classId: 126 }, page: 1 },
  { name: 'enroll_status=1, page 1', filter: { enrollStatus: 1 }, page: 1 },
  { name: 'name 林业碳汇 (1/8 match), page 1', filter: { name: '林业碳汇' }, page: 1 },
  // Two names one listing has at every size: its own words, whose trigrams stay as rare as the name,
  // and a number, whose trigrams ("21号") recur in one numbered name of a hundred at every size.
  {
    name: `name ${RARE_WORDS_LISTING.search} (rare words), page 1`,
    filter: { name: RARE_WORDS_LISTING.search },
    page: 1,
  },
  { name: 'name 第4321号 (rare, common digit trigrams), page 1', filter: { name: '第4321号' }, page: 1 },
];

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The plan's scans, e.g. "Index Only Scan listings_public_order_idx", for reading the output. */
function scansOf(node: PlanNode, into: string[] = []): string[] {
  if (node['Node Type'].includes('Scan')) {
    into.push(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim());
  }
  for (const child of node.Plans ?? []) scansOf(child, into);
  return into;
}

/** Median execution time (ms) of `runs` EXPLAIN ANALYZE runs, and the scans of the last plan. */
async function explain(
  client: pg.Client,
  query: { sql: string; params: unknown[] },
  runs: number,
): Promise<{ ms: number; scans: string[] }> {
  const times: number[] = [];
  let plan: PlanNode | undefined;
  for (let run = 0; run < runs; run += 1) {
    const result = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number }> }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`,
      query.params,
    );
    const [report] = result.rows[0]!['QUERY PLAN'];
    times.push(report!['Execution Time']);
    plan = report!.Plan;
  }
  return { ms: median(times), scans: plan ? scansOf(plan) : [] };
}

/**
 * A case's statements: a page, a count, and the page with its count (the one statement of a
 * filter whose total no cache holds yet, `countedPagePublicListings`; not sent with a status).
 */
const PARTS = ['page', 'count', 'counted page'] as const;
type Part = (typeof PARTS)[number];
type Timings = Map<string, Record<Part, { ms: number; scans: string[] } | undefined>>;

/** Seeds `size` listings into a scratch database on `serverUrl` and explains every case there. */
async function explainAtSize(serverUrl: string, size: number, runs: number): Promise<Timings> {
  const dbName = `jhy_explain_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    const seedStarted = performance.now();
    await database.migrate();
    await seedBenchListings(database.db, size);
    console.log(`seeded ${size} listings in ${Math.round(performance.now() - seedStarted)} ms`);
    await client.connect();
    const now = new Date();
    const timings: Timings = new Map();
    for (const { name, filter, page } of cases) {
      const statements = publicListingStatements(database.db, filter, { page, limit: LIMIT }, now);
      timings.set(name, {
        page: await explain(client, statements.page.toSQL(), runs),
        count: await explain(client, statements.count.toSQL(), runs),
        'counted page': countsWithPage(filter)
          ? await explain(client, statements['counted page'].toSQL(), runs)
          : undefined,
      });
    }
    return timings;
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

/** Prints, per case, the page, count and counted-page queries' median execution time at each size and the growth. */
export async function explainListingQueries(serverUrl: string, sizes: number[], runs = 7): Promise<void> {
  const bySize: Timings[] = [];
  for (const size of sizes) bySize.push(await explainAtSize(serverUrl, size, runs));
  const smallest = sizes[0]!;
  const largest = sizes[sizes.length - 1]!;
  console.log(`\n## EXPLAIN ANALYZE on PostgreSQL, median of ${runs} runs (ms), ${sizes.join(' / ')} listings`);
  console.log(`query | ${sizes.map((size) => `${size}`).join(' | ')} | ${largest}/${smallest} | plan at ${largest}`);
  for (const { name } of cases) {
    for (const part of PARTS) {
      const times = bySize.flatMap((timings) => timings.get(name)![part] ?? []);
      if (times.length === 0) continue; // a statement this case never sends
      const growth = times[times.length - 1]!.ms / times[0]!.ms;
      console.log(
        [
          `${name} · ${part}`,
          ...times.map((time) => time.ms.toFixed(2)),
          `${growth.toFixed(1)}×`,
          times[times.length - 1]!.scans.join(', '),
        ].join(' | '),
      );
    }
  }
  console.log('budget: at 1M listings the list and search queries take at most 2× their time at 10k');
}
