import type { Db } from '../../../db/client.js';
import { deals } from '../../../db/schema.js';
import { DEAL_ZONES } from '../../stats/dealZones.js';
import { classProfiles } from './demoListingProfiles.js';
import { seededRandom } from './seededRandom.js';

/**
 * Two years of the exchange's recorded deals in the eight prefectures, for the deal-trend charts:
 * each prefecture trades mostly what its land holds (forests in Aba and Liangshan, water and
 * energy on the plateau), volume grows over the period, and carbon deals bunch up in the fourth
 * quarter, when emitters settle their yearly obligations. The prefectures and their region codes are
 * the statistics' own (DEAL_ZONES); this table says what each trades: deals a month, its counties and
 * the weight of each class.
 */
type DealZoneName = (typeof DEAL_ZONES)[number]['zone'];
const zoneTrade: Record<DealZoneName, { rate: number; counties: string[]; classes: Record<number, number> }> = {
  阿坝: {
    rate: 2.2,
    counties: ['汶川县', '茂县', '若尔盖县', '马尔康市'],
    classes: { 126: 3, 115: 3, 116: 2, 114: 2, 100: 2, 101: 1, 102: 1, 103: 1 },
  },
  甘孜: {
    rate: 2.0,
    counties: ['康定市', '泸定县', '雅江县', '九龙县'],
    classes: { 100: 3, 101: 3, 126: 2, 116: 2, 115: 1, 103: 1 },
  },
  凉山: {
    rate: 1.8,
    counties: ['西昌市', '会理市', '木里藏族自治县', '盐源县'],
    classes: { 116: 3, 114: 3, 115: 2, 102: 2, 101: 1, 126: 1 },
  },
  甘南: {
    rate: 1.4,
    counties: ['合作市', '卓尼县', '迭部县', '舟曲县'],
    classes: { 114: 3, 102: 2, 103: 2, 126: 2, 115: 1 },
  },
  玉树: {
    rate: 1.0,
    counties: ['玉树市', '囊谦县', '杂多县', '称多县'],
    classes: { 103: 3, 100: 2, 101: 2, 126: 1 },
  },
  果洛: {
    rate: 1.2,
    counties: ['玛沁县', '班玛县', '甘德县', '久治县'],
    classes: { 126: 3, 100: 2, 103: 2, 115: 1 },
  },
  黄南: {
    rate: 1.0,
    counties: ['同仁市', '尖扎县', '泽库县', '河南蒙古族自治县'],
    classes: { 101: 2, 102: 2, 114: 2, 115: 1, 100: 1 },
  },
  那曲: {
    rate: 0.8,
    counties: ['色尼区', '嘉黎县', '比如县', '聂荣县'],
    classes: { 101: 3, 100: 2, 103: 1 },
  },
};

/** Deal size by class, in 万元. */
const amountRange: Record<number, [number, number]> = {
  100: [30, 420],
  101: [15, 180],
  102: [5, 60],
  103: [10, 160],
  126: [60, 900],
  116: [8, 90],
  114: [12, 240],
  115: [25, 380],
};
const dealTitle: Record<number, string> = {
  100: '碳排放配额转让',
  101: '用能权指标转让',
  102: '排污权指标转让',
  103: '取水权转让',
  126: '林业碳汇开发权转让',
  116: '林木采伐权转让',
  114: '林地经营权流转',
  115: '林权转让',
};
const buyers = [
  '青海绿色发展投资集团有限公司',
  '四川能投碳资产管理有限公司',
  '甘肃电投新能源有限公司',
  '西藏开发投资集团有限公司',
  '成都环境投资集团有限公司',
  '兰州高原林业科技有限公司',
  '西宁特钢节能服务有限公司',
];

const DAY = 24 * 60 * 60 * 1000;

function pick(random: () => number, weights: Record<number, number>): number {
  const entries = Object.entries(weights).map(([id, w]) => [Number(id), w] as const);
  let roll = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [id, w] of entries) {
    roll -= w;
    if (roll < 0) return id;
  }
  return entries[0]![0];
}

export async function seedDemoDeals(db: Db, now: number): Promise<number> {
  const random = seededRandom(20240101);
  const rows: Array<typeof deals.$inferInsert> = [];
  const months = 24;
  for (let m = months - 1; m >= 0; m -= 1) {
    const monthStart = new Date(now);
    monthStart.setUTCDate(1);
    monthStart.setUTCMonth(monthStart.getUTCMonth() - m);
    const month = monthStart.getUTCMonth();
    const growth = 0.7 + (0.6 * (months - m)) / months;
    for (const { zone, prefecture } of DEAL_ZONES) {
      const trade = zoneTrade[zone];
      const count = Math.floor(trade.rate * growth + random());
      for (let k = 0; k < count; k += 1) {
        const classId = month >= 9 && random() < 0.25 ? 100 : pick(random, trade.classes);
        const profile = classProfiles.find((p) => p.classId === classId)!;
        const [low, high] = amountRange[classId]!;
        const amount = Math.round((low + random() * (high - low)) * growth * 100) / 100;
        const unitPrice = (profile.unitPrice[0] + profile.unitPrice[1]) / 2;
        const tradeTime = new Date(
          Date.UTC(monthStart.getUTCFullYear(), month, 1 + Math.floor(random() * 27), 2 + Math.floor(random() * 6)),
        );
        if (tradeTime.getTime() > now - DAY) continue;
        const county = trade.counties[Math.floor(random() * trade.counties.length)]!;
        rows.push({
          productName: `${county}${dealTitle[classId]}`,
          zoneName: zone,
          // Region codes nest: a prefecture's code begins with its province's.
          areaCode: `${prefecture.slice(0, 2)}/${prefecture}`,
          productType: classId,
          productCategory: profile.groupId,
          quantity: `${Math.max(1, Math.round((amount * 10000) / unitPrice))} ${profile.quantityUnit}`,
          amount: amount.toFixed(2),
          transfereeName: buyers[Math.floor(random() * buyers.length)]!,
          tradeTime,
        });
      }
    }
  }
  await db.insert(deals).values(rows);
  return rows.length;
}
