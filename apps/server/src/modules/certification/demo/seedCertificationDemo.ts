import type { Db } from '../../../db/client.js';
import { sanitizeHtml } from '../../../infra/sanitizeHtml.js';
import { insertOrganisation } from '../certificationRepository.js';

const logo = (file: string) => `/uploads/demo/certification/${file}`;

/**
 * Demo certification organisations: names and texts written for this project (no real body is
 * named), one for each certification kind the portal describes, with emblems drawn by
 * scripts/generateCertificationDemoLogos.mjs.
 */
const demoOrganisations = [
  {
    title: '江河源高原生态产品认证中心（演示）',
    imgPath: logo('org-plateau-eco.png'),
    content:
      '<p>面向川甘青藏江河源区域的生态原产地产品认证服务机构，提供申请咨询、现场核查与证后监督。</p><p>服务范围：牦牛肉、青稞、藏羊、高原蜂蜜等特色农牧产品。</p>',
  },
  {
    title: '三江源绿色食品检测认证有限公司（演示）',
    imgPath: logo('org-green-food.png'),
    content:
      '<p>承担“三品一标”农产品认证的材料预审与产品检测，实验室具备农残、兽残及重金属检测能力。</p><p>受理周期：材料齐全后 20 个工作日。</p>',
  },
  {
    title: '高原森林生态标志产品评价中心（演示）',
    imgPath: logo('org-forest-label.png'),
    content: '<p>开展国家森林生态标志产品认证的申请辅导与评价，覆盖林下中药材、食用菌、林果等森林生态产品。</p>',
  },
  {
    title: '江河源碳足迹核算服务中心（演示）',
    imgPath: logo('org-carbon.png'),
    content: '<p>依据产品碳足迹核算相关国家标准，为企业提供产品全生命周期温室气体排放核算、报告与认证申请支持。</p>',
  },
  {
    title: '青藏生态原产地保护促进会（演示）',
    imgPath: logo('org-origin.png'),
    content: '<p>协助生产者申请生态原产地产品保护，组织原产地产品推介与品牌宣传。</p>',
  },
  {
    title: '川西有机产品认证服务站（演示）',
    imgPath: logo('org-organic.png'),
    content: '<p>为川西高原的有机种植、养殖主体提供有机产品认证申请咨询与转换期指导。</p>',
  },
];

export async function seedCertificationDemo(db: Db): Promise<void> {
  for (const [index, organisation] of demoOrganisations.entries()) {
    await insertOrganisation(db, { ...organisation, content: sanitizeHtml(organisation.content), sort: index });
  }
}
