import {
  LISTING_FORM,
  LISTING_TRANSACTION,
  NO_BUYER_END,
  NO_BUYER_EXTEND,
  TRANSFER_TYPE_INDIVIDUAL,
} from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { deals, listings } from '../../../db/schema.js';
import { sysConfigSeeds } from '../../../db/seed/sysConfig.js';
import { formatChinaDateTime } from '../../../infra/chinaTime.js';
import { sanitizeHtml } from '../../../infra/sanitizeHtml.js';
import { regionTree, resolveAreaPath } from '../../regions/regionTree.js';
import type { DemoEnterprise } from './demoEnterprises.js';
import { demoFile, demoImage } from './demoFiles.js';
import { classProfiles, type ClassProfile } from './demoListingProfiles.js';
import { seededRandom } from './seededRandom.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** The exchange's fixed values every listing carries (docs/product.md §5), from system configuration. */
const configured = (name: string) => sysConfigSeeds.find((entry) => entry.name === name)!.content;
const PAYEE = {
  accountName: configured('payee_account_name'),
  openBank: configured('payee_open_bank'),
  account: configured('payee_account'),
};

/** Each class gets one listing of each enroll status, and a second one open for enrolment. */
const STATUSES = [1, 0, 1, 2, 3, 4] as const;

/** Start and end of a listing in the given enroll status, around the seed time. */
function windowFor(status: number, now: number, random: () => number) {
  const at = (days: number, hour: number) => {
    const day = Math.floor((now + days * DAY + 8 * HOUR) / DAY) * DAY - 8 * HOUR; // China midnight
    return new Date(day + hour * HOUR);
  };
  const span = (a: number, b: number) => Math.round(a + random() * (b - a));
  switch (status) {
    case 0: {
      const start = span(12, 45);
      return { start: at(start, 9), end: at(start + span(30, 60), 17) };
    }
    case 1:
      return { start: at(-span(3, 25), 9), end: at(span(90, 200), 17) };
    case 2: {
      const end = -span(3, 40);
      return { start: at(end - span(20, 40), 9), end: at(end, 17) };
    }
    default: {
      const end = -span(45, 200);
      return { start: at(end - span(20, 30), 9), end: at(end, 17) };
    }
  }
}

/** The listing's county under its enterprise's prefecture, as code and label paths. */
function countyOf(enterpriseArea: string, county: string) {
  const [province, prefecture] = enterpriseArea.split('/');
  const node = regionTree()
    .find((p) => p.value === province)
    ?.children?.find((c) => c.value === prefecture)
    ?.children?.find((c) => c.label === county);
  const areaCode = node ? `${province}/${prefecture}/${node.value}` : enterpriseArea;
  return { areaCode, areaName: resolveAreaPath(areaCode)! };
}

const money = (value: number) => (Math.round(value * 100) / 100).toFixed(2);
const dateOf = (d: Date) => formatChinaDateTime(d).slice(0, 10);

/**
 * 48 public listings (every class, every enroll status, both forms), three of the owner's
 * listings still in review, and a recorded deal for each listing closed with one.
 */
export async function seedDemoListings(db: Db, ownerId: number, companies: DemoEnterprise[], now: number) {
  const random = seededRandom(20260401);
  const byZone = new Map(companies.map((c) => [c.zone, c]));
  const rows: Array<typeof listings.$inferInsert> = [];
  let sequence = 120;

  classProfiles.forEach((profile, ci) => {
    const groupMotifs = classProfiles.filter((p) => p.groupId === profile.groupId).map((p) => p.motif);
    profile.items.forEach((item, ii) => {
      const status = STATUSES[ii]!;
      const productForm = (ci % 2 === 0 ? [2, 4] : [1, 5]).includes(ii);
      const company = byZone.get(item.zone) ?? companies[0]!;
      const quantity = Math.round(
        profile.quantityRange[0] + random() * (profile.quantityRange[1] - profile.quantityRange[0]),
      );
      const unitPrice = profile.unitPrice[0] + random() * (profile.unitPrice[1] - profile.unitPrice[0]);
      const price = Math.max(1, (quantity * unitPrice) / 10000);
      const margin = price * 0.1;
      const { start, end } = windowFor(status, now, random);
      const published = new Date(Math.min(start.getTime() - 2 * DAY, now - (ci * 6 + ii) * 7 * HOUR));
      const own = [demoImage(`${profile.motif}-1.jpg`), demoImage(`${profile.motif}-2.jpg`)];
      const others = groupMotifs.filter((m) => m !== profile.motif);
      const gallery = [
        ...own,
        ...others.map((m) => demoImage(`${m}-1.jpg`)),
        ...others.map((m) => demoImage(`${m}-2.jpg`)),
      ];
      sequence += 1;
      const base = {
        userId: ownerId,
        companyId: company.id,
        companyName: company.name,
        productId: `JHY-${published.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`,
        productName: item.name,
        firstCategory: profile.groupId,
        secondCategory: profile.classId,
        ...countyOf(company.areaCode, item.county),
        startTime: start,
        endTime: end,
        contactsName: ['王海燕', '李卓玛', '张国华', '马晓梅'][ii % 4]!,
        contactsPhone: `0971-62880${20 + ((ci * 6 + ii) % 70)}`,
        productDesc: sanitizeHtml(profile.desc(item.zone, item.county)),
        transferName: company.name,
        transferType: 164,
        transferCode: '',
        auditStatus: 1,
        auditType: 2,
        isPublic: true,
        publishedAt: published,
        closedStatus: status >= 3 ? status : null,
        closedAt: status >= 3 ? new Date(end.getTime() + 5 * DAY) : null,
        createdAt: new Date(published.getTime() - 3 * DAY),
        updatedAt: published,
      };
      rows.push(
        productForm
          ? productListing(base, profile, { quantity, price, margin, end, images: gallery.slice(0, 3) })
          : projectListing(base, profile, {
              quantity,
              price,
              margin,
              start,
              end,
              images: gallery.slice(0, 7),
              ci,
              ii,
            }),
      );
    });
  });

  // The owner's listings that visitors must never see: in first review, in re-review, rejected.
  const pending = rows.slice(0, 3).map((row, i) => ({
    ...row,
    productId: `JHY-${new Date(now).getUTCFullYear()}-${String(900 + i).padStart(6, '0')}`,
    productName: `${['待初审', '待复审', '未通过'][i]}：${row.productName}`,
    auditStatus: i === 2 ? 2 : 0,
    auditType: i === 0 ? 1 : 2,
    auditRemark: i === 2 ? '请补充转让方内部决策文件原件扫描件。' : '',
    isPublic: false,
    publishedAt: null,
    closedStatus: null,
    closedAt: null,
  }));

  const inserted = await db
    .insert(listings)
    .values([...rows, ...pending])
    .returning({ id: listings.id, closedStatus: listings.closedStatus, isPublic: listings.isPublic });

  // Each listing closed with a deal has its recorded deal.
  const dealRows = inserted
    .map((row, index) => ({ row, source: [...rows, ...pending][index]! }))
    .filter(({ row }) => row.isPublic && row.closedStatus === LISTING_TRANSACTION.codes.dealt)
    .map(({ row, source }) => ({
      listingId: row.id,
      productName: source.productName,
      zoneName: companies.find((c) => c.id === source.companyId)!.zone,
      areaCode: source.areaCode,
      productType: source.secondCategory,
      productCategory: source.firstCategory,
      quantity: source.quantity || source.amount || '',
      amount: (source.price as string).split('/')[0]!,
      transfereeName: '青海绿色发展投资集团有限公司',
      tradeTime: source.closedAt!,
    }));
  if (dealRows.length > 0) await db.insert(deals).values(dealRows);
  return { listings: inserted.length, deals: dealRows.length };
}

type Base = Omit<typeof listings.$inferInsert, 'formType' | 'price'>;

function projectListing(
  base: Base,
  profile: ClassProfile,
  v: {
    quantity: number;
    price: number;
    margin: number;
    start: Date;
    end: Date;
    images: string[];
    ci: number;
    ii: number;
  },
): typeof listings.$inferInsert {
  const individual = profile.classId === 115 && v.ii === 3;
  const extend = v.ii === 0;
  return {
    ...base,
    formType: LISTING_FORM.project,
    price: `${money(v.price)}/万元`,
    quantity: `${v.quantity}/${profile.quantityUnit}`,
    marginLevel: '10',
    marginMoney: `${money(v.margin)}/万元`,
    productImages: v.images,
    // One in four hides the transferor's name, one in three its code (docs/product.md §2 show rules).
    showTransferName: v.ii === 3 ? 0 : 1,
    showTransferCode: (v.ci + v.ii) % 3 === 2 ? 0 : 1,
    transferName: individual ? '扎西才让' : base.transferName!,
    transferType: individual ? TRANSFER_TYPE_INDIVIDUAL : 164,
    transferIdcard: individual ? '632624198705163216' : '',
    transferCode: individual ? '' : `91${base.areaCode!.slice(-6)}MA${'CDEFGHJK'[v.ci]}${4829173 + v.ci * 12347}`,
    internalDecisionType: individual ? 174 : [170, 171, 172, 173][v.ii % 4]!,
    payType: v.price > 200 ? '分期付款：合同签订后 5 个工作日内支付 50%，余款于标的交割前付清' : '一次性付款',
    otherCondition: profile.otherCondition,
    enrollFiles: [demoFile('enroll-materials.pdf', '意向受让方报名材料清单.pdf')],
    transferee: profile.transferee,
    importantContent: profile.important,
    payDeadline: '交易合同签订之日起 5 个工作日内',
    payMsg: '受让方已交纳的保证金在交易合同生效后转为交易价款的一部分，余款通过交易中心结算账户支付。',
    accountName: PAYEE.accountName,
    openBank: PAYEE.openBank,
    account: PAYEE.account,
    marginMoneyMethod: configured('margin_money_method'),
    disclosureFiles: [
      demoFile('disclosure-announcement.pdf', '产权转让信息披露公告.pdf'),
      demoFile('disclosure-evaluation.pdf', '资产评估报告（摘要）.pdf'),
      ...(v.ii === 3 ? [] : [demoFile('disclosure-decision.pdf', '转让方内部决策文件.pdf')]),
    ],
    noticeTime: `${dateOf(v.start)} 至 ${dateOf(v.end)}`,
    potentialBuyer: extend ? NO_BUYER_EXTEND : NO_BUYER_END,
    noPotentialBuyer: extend
      ? '信息披露期满未征集到意向受让方的，延长信息披露，每次延长 5 个工作日，最多延长 6 次。'
      : '',
  };
}

function productListing(
  base: Base,
  profile: ClassProfile,
  v: { quantity: number; price: number; margin: number; end: Date; images: string[] },
): typeof listings.$inferInsert {
  const forestry = profile.groupId === 97;
  const county = base.areaName!.split('/').pop()!;
  return {
    ...base,
    formType: LISTING_FORM.product,
    price: `${money(v.price)}/万元`,
    marginMoney: `${money(v.margin)}/万元`,
    productImages: v.images,
    address: forestry
      ? `${county}${['东坡林班', '红旗林场 3 号小班', '沟口村集体林区', '马鞍山林班'][v.quantity % 4]}`
      : '',
    pin: profile.classId === 100 ? `碳备〔2025〕第 ${String(v.quantity % 97).padStart(3, '0')} 号` : '',
    free: money(v.price),
    amount: `${v.quantity} ${profile.quantityUnit}`,
    tradeDeadline: [102, 103].includes(profile.classId) ? '5 年' : '',
    forestSeen: forestry ? '天然次生林与人工林混交，郁闭度 0.6，林相整齐' : '',
    treeSeed: forestry ? ['云杉', '华山松', '杉木', '云南松'][v.quantity % 4]! : '',
    treeAmount: forestry ? `${Math.round(v.quantity * 4.2)} 立方米` : '',
    cfqx: profile.classId === 116 ? `${dateOf(v.end)} 起 12 个月` : '',
    comTime: profile.classId === 116 ? dateOf(new Date(v.end.getTime() + 365 * DAY)) : '',
    transfereeRe: forestry ? profile.transferee : '',
    internalRes: forestry ? '经村民代表大会表决通过，同意公开挂牌转让' : '',
    tradeM: money(v.margin),
    linquanId: forestry ? `林证字（2021）第 ${String(v.quantity).padStart(6, '0')} 号` : '',
    warrantsArea: forestry ? `${v.quantity} 亩` : '',
    otherUser: profile.classId === 115 ? '无' : '',
    wanderYear: [114, 115].includes(profile.classId) ? `${[20, 30, 15][v.quantity % 3]} 年` : '',
    mainTrees: profile.classId === 126 ? '云杉、冷杉、桦木' : '',
    deveReq: profile.classId === 126 ? '按森林经营碳汇方法学开发，计入期 20 年，开发收益按约定比例分配' : '',
    disMatters: profile.important,
  };
}
