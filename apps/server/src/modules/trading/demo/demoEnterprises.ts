import { randomBytes } from 'node:crypto';
import { isValidIdCardNumber } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { enterprises, users } from '../../../db/schema.js';
import { hashPassword } from '../../../infra/secrets.js';
import { resolveAreaPath } from '../../regions/regionTree.js';
import { demoFile } from './demoFiles.js';

/** The prefecture each demo enterprise works in, by the name the deal statistics use. */
export interface DemoEnterprise {
  id: number;
  name: string;
  zone: string;
  areaCode: string;
  areaName: string;
}

const profiles = [
  {
    zone: '阿坝',
    name: '阿坝州岷江生态林业发展有限公司',
    area: '51/5132/513201',
    address: '马尔康市达萨街 128 号',
    legal: '杨建川',
  },
  {
    zone: '甘孜',
    name: '甘孜州雅砻江清洁能源投资有限公司',
    area: '51/5133/513301',
    address: '康定市炉城镇光明路 36 号',
    legal: '泽仁多吉',
  },
  {
    zone: '凉山',
    name: '凉山州安宁河林草资源经营有限公司',
    area: '51/5134/513401',
    address: '西昌市航天大道三段 88 号',
    legal: '阿苦日哈',
  },
  {
    zone: '甘南',
    name: '甘南州洮河草原生态科技有限公司',
    area: '62/6230/623001',
    address: '合作市当周街 57 号',
    legal: '才让东智',
  },
  {
    zone: '玉树',
    name: '玉树州三江源水务环境有限公司',
    area: '63/6327/632701',
    address: '玉树市结古街道民主路 19 号',
    legal: '尼玛扎西',
  },
  {
    zone: '果洛',
    name: '果洛州玛可河碳汇林业开发有限公司',
    area: '63/6326/632621',
    address: '玛沁县大武镇团结路 6 号',
    legal: '索南才让',
  },
  {
    zone: '黄南',
    name: '黄南州隆务河生态环境服务有限公司',
    area: '63/6323/632301',
    address: '同仁市隆务镇德合隆南路 22 号',
    legal: '仁青加',
  },
  {
    zone: '那曲',
    name: '那曲市羌塘高原绿色能源有限公司',
    area: '54/5406/540602',
    address: '色尼区浙江中路 45 号',
    legal: '次仁旺堆',
  },
];

/** A valid 18-character ID number: the given 17 digits and the check character that fits them. */
function idNumber(first17: string): string {
  const check = [...'0123456789X'].find((c) => isValidIdCardNumber(first17 + c));
  if (!check) throw new Error(`no check character fits ${first17}`);
  return first17 + check;
}

/**
 * The owner of the demo listings and their certified enterprises, one in each prefecture of the
 * river-source region. The owner's password is random and never shown: the demo listings are
 * there to be browsed; anyone who wants to publish registers an account of their own.
 */
export async function seedDemoEnterprises(db: Db): Promise<{ ownerId: number; enterprises: DemoEnterprise[] }> {
  const [owner] = await db
    .insert(users)
    .values({
      mobile: '13997100088',
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      nickName: '江河源演示企业',
      email: 'demo-trading@jhy-eco.cn',
      demo: true,
    })
    .returning({ id: users.id });
  const license = demoFile('business-license.pdf', '营业执照（副本）.pdf');
  const rows = await db
    .insert(enterprises)
    .values(
      profiles.map((p, i) => ({
        userId: owner!.id,
        companyName: p.name,
        creditCode: `91${p.area.slice(-6)}MA${'CDEFGHJK'[i]}${4829173 + i * 12347}`,
        idType: 156,
        areaCode: p.area,
        areaName: resolveAreaPath(p.area)!,
        address: p.address,
        companyDesc: `${p.name}立足${p.zone}，从事生态保护修复、生态产品开发经营与交易服务。`,
        legalName: p.legal,
        legalCode: idNumber(`${p.area.slice(-6)}19${70 + i}0${(i % 9) + 1}1${i}${100 + i * 37}`),
        legalMobile: `1398971${String(1000 + i).slice(-4)}`,
        contactName: ['王海燕', '李卓玛', '张国华', '马晓梅', '陈永强', '刘慧', '周扎西', '赵文静'][i]!,
        contactCode: idNumber(`${p.area.slice(-6)}19${85 + i}1${i % 3}0${(i % 9) + 1}${200 + i * 41}`),
        contactMobile: `1380971${String(2000 + i).slice(-4)}`,
        businessLicenseFile: [license],
        legalIdCardFile: [license],
        operatorIdCardFile: [license],
        authorizeFile: [license],
        membership: 1,
        authStatus: 1,
        demo: true,
        reviewedAt: new Date(),
      })),
    )
    .returning({ id: enterprises.id, name: enterprises.companyName });
  return {
    ownerId: owner!.id,
    enterprises: rows.map((row, i) => ({
      id: row.id,
      name: row.name,
      zone: profiles[i]!.zone,
      areaCode: profiles[i]!.area,
      areaName: resolveAreaPath(profiles[i]!.area)!,
    })),
  };
}
