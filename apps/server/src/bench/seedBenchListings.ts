import { sql } from 'drizzle-orm';
import { CLOSING_OUTCOME } from '@jhy/contract';
import type { Db } from '../db/client.js';
import { insertCertifiedOwner } from '../db/seed/certifiedOwner.js';
import { seedWhenEmpty } from '../db/seed/index.js';

/**
 * The one listing (by its place in the seed) named with words no other listing has, at any size: a
 * rare name whose trigrams are as rare at 1M listings as at 10k (explainListings.ts). The numbered
 * names cannot be that: each digit trigram recurs in about one name of a hundred, at every size.
 */
export const RARE_WORDS_LISTING = { at: 4_999, name: '玛可河雪豹栖息地保护碳汇项目', search: '雪豹栖息地' } as const;

/** `count` listings of every class and enroll status, for the benchmark (not demo content). */
export async function seedBenchListings(db: Db, count: number): Promise<void> {
  await seedWhenEmpty(db, { demo: false });
  const owner = await insertCertifiedOwner(db, { mobile: '13900000001', companyName: '基准测试企业' });
  // Eight prefectures × eight classes of names; start times spread over 400 days around today,
  // so every enroll status is well represented; 5% not public, 1/17 dealt, 1/23 ended.
  for (let from = 1; from <= count; from += 20_000) {
    const to = Math.min(count, from + 19_999);
    await db.execute(sql`
      INSERT INTO listings (user_id, company_id, product_id, form_type, product_name, first_category,
        second_category, area_name, price, quantity, margin_money, start_time, end_time, contacts_name,
        contacts_phone, product_img, audit_status, audit_type, is_public, published_at, closed_status)
      SELECT ${owner.userId}, ${owner.companyId}, 'BENCH-' || lpad(i::text, 7, '0'), 1 + i % 2,
        CASE WHEN i = ${RARE_WORDS_LISTING.at} THEN ${RARE_WORDS_LISTING.name} ELSE
        (array['阿坝州','甘孜州','凉山州','甘南州','玉树州','果洛州','黄南州','那曲市'])[1 + i % 8]
          || (array['碳排放配额转让','用能权指标转让','排污权指标转让','取水权转让','林业碳汇开发项目',
                    '林木采伐权转让','林地经营权流转','集体林权转让'])[1 + (i / 8) % 8] || ' 第' || i || '号' END,
        CASE WHEN (i / 8) % 8 < 4 THEN 98 ELSE 97 END,
        (array[100, 101, 102, 103, 126, 116, 114, 115])[1 + (i / 8) % 8],
        '青海省/果洛藏族自治州/玛沁县', (10 + i % 900) || '.00/万元', '1000/亩', '10.00/万元',
        now() + ((i % 400) - 300) * interval '1 day',
        now() + ((i % 400) - 300 + 30 + i % 60) * interval '1 day',
        '王海燕', '0971-6288001', '["/uploads/demo/trading/sink-1.jpg"]'::jsonb, 1, 2,
        i % 20 <> 0, now() - i * interval '1 minute',
        CASE WHEN i % 17 = 0 THEN 3 WHEN i % 23 = 0 THEN 4 END
      FROM generate_series(${from}::int, ${to}::int) AS s(i)`);
  }
  // As a running server leaves them: every public window that ended without a deal has been closed
  // by the window close (no buyer: the listing ended). Without this a server started on the seed
  // would spend its first minutes closing tens of thousands of windows (docs/bidding.md "Closing").
  await db.execute(sql`
    WITH due AS (
      UPDATE listings SET closed_status = 4, closed_at = end_time
      WHERE is_public AND closed_status IS NULL AND end_time < now()
      RETURNING id, end_time)
    INSERT INTO listing_closings (listing_id, window_end, outcome, qualified, decided_at)
    SELECT id, end_time, ${CLOSING_OUTCOME.ended}, 0, end_time FROM due`);
  await db.execute(sql`VACUUM ANALYZE listings`);
}
