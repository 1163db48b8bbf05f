import type { FastifyInstance } from 'fastify';
import { API } from '@jhy/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { enterprises } from '../db/schema.js';
import { enterpriseForm, postFileAs, uploadAs } from './enterpriseForms.js';
import { savedId, type PortalUser } from './portalUsers.js';
import { sampleFiles } from './sampleFiles.js';

/** Uploads a real PNG as the user through the image upload, and answers its path. */
export async function uploadImageAs(app: FastifyInstance, user: PortalUser): Promise<string> {
  const file = { filename: 'forest.png', content: await sampleFiles.png() };
  return (await postFileAs(app, user, API.uploadImage, file, 'image upload')).src as string;
}

/**
 * An enterprise of the user, added through the API and then marked certified (its own review is
 * the enterprises module's business); `authStatus` leaves it at another state.
 */
export async function enterpriseOf(app: FastifyInstance, db: Db, user: PortalUser, authStatus = 1): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: API.companyAdd,
    payload: await enterpriseForm(app, user),
    headers: { token: user.token },
  });
  const id = savedId(res, 'companyAdd');
  await db.update(enterprises).set({ authStatus }).where(eq(enterprises.id, id));
  return id;
}

/** A complete, valid three-step form (addProject) with real uploads; `overrides` replace fields. */
export async function projectForm(
  app: FastifyInstance,
  user: PortalUser,
  companyId: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    company_id: companyId,
    product_name: '玛沁县林业碳汇项目开发权转让',
    first_category: 97,
    second_category: 126,
    area_name: '青海省果洛藏族自治州玛沁县',
    price: '120',
    price_unit: '万元',
    quantity: '3000',
    quantity_unit: '亩',
    margin_level: '',
    margin_money: '12',
    margin_money_unit: '万元',
    start_time: '2099-01-01',
    end_time: '2099-03-31',
    contacts_name: '李青',
    contacts_phone: '0975-8381234',
    product_img: (await uploadImageAs(app, user)) + ',' + (await uploadImageAs(app, user)),
    transfer_name: '果洛生态牧业有限公司',
    transfer_type: 164,
    transfer_idcard: '',
    transfer_code: '91632621MA7XY1234K',
    internal_decision_type: 170,
    pay_type: '一次性付款',
    other_condition: '无',
    enroll_file: JSON.stringify([await uploadAs(app, user, 'enrol.pdf')]),
    transferee: '依法设立并有效存续的企业法人',
    important_content: '无重大事项',
    pay_deadline: '合同签订后 5 个工作日内',
    pay_msg: '转入交易所结算账户',
    account_name: '',
    open_bank: '',
    account: '',
    disclosure_file: JSON.stringify([await uploadAs(app, user, 'disclosure.pdf')]),
    notice_time: '2099-01-01 至 2099-03-31',
    potential_buyer: 3,
    nopotential_buyer: '',
    margin_money_method: '银行转账',
    // The product's client sends its user id; the server must ignore it.
    user_id: 1,
    ...overrides,
  };
}

/** A complete, valid class-specific form (Product/add) of class 100 unless `overrides` say otherwise. */
export function productForm(companyId: number, overrides: Record<string, unknown> = {}) {
  return {
    company_id: companyId,
    product_classify: 100,
    product_name: '果洛州碳排放配额转让',
    contant_name: '李青',
    contant_mobile: '13997001234',
    amount: '5000 吨',
    end_time: '2099-03-31',
    pin: 'QH-2026-0001',
    free: '35.5',
    user_id: 1,
    ...overrides,
  };
}
