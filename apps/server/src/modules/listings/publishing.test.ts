import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { API, type MyListingRow } from '@jhy/contract';
import { listings, uploadedFiles } from '../../db/schema.js';
import { storedNameOf } from '../../infra/storage/storage.js';
import { uploadAs } from '../../test/enterpriseForms.js';
import { enterpriseOf, productForm, projectForm, uploadImageAs } from '../../test/listingForms.js';
import { FIXED_TEST_CODES, portalCalls, signUpAndLogIn, type PortalUser } from '../../test/portalUsers.js';
import { expectRefusal } from '../../test/refusals.js';
import { createTestApp } from '../../test/testApp.js';
import { suiteApp, suitePortalUser } from '../../test/suite.js';

const t = suiteApp(() => createTestApp({ env: FIXED_TEST_CODES }));
const alice = suitePortalUser(t);
const bob = suitePortalUser(t);
let aliceCompany: number;
let bobCompany: number;

beforeAll(async () => {
  aliceCompany = await enterpriseOf(t.app, t.db, alice);
  bobCompany = await enterpriseOf(t.app, t.db, bob);
});

const call = portalCalls(t);
const rowOf = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const count = () => t.db.$count(listings);

/** Posts a form and expects a 400 with `message` that stores no listing. */
const expectRefused = (url: string, user: PortalUser, form: Record<string, unknown>, message: string) =>
  expectRefusal(count, () => call(user, url, form), message);

describe('addProject (the three-step disclosure form)', () => {
  it('stores the listing for the token user, waiting for first review, with private enrolment and disclosure files', async () => {
    const form = await projectForm(t.app, alice, aliceCompany);
    const res = await call(alice, API.addProject, form);
    expect(res.json(), res.body).toMatchObject({ code: 200, msg: '提交成功，请等待审核' });
    const row = await rowOf(res.json().data.id);
    expect(row).toMatchObject({
      userId: alice.id,
      companyId: aliceCompany,
      formType: 1,
      auditStatus: 0,
      auditType: 1,
      isPublic: false,
      price: '120/万元',
      quantity: '3000/亩',
      marginMoney: '12/万元',
    });
    expect(row.productId).toMatch(/^JHY\d{8}\d{6}$/);
    const privateFiles = [...row.enrollFiles, ...row.disclosureFiles].map((f) => storedNameOf(f.src)!);
    const images = row.productImages.map((src) => storedNameOf(src)!);
    const flags = await t.db
      .select({ name: uploadedFiles.storedName, isPrivate: uploadedFiles.isPrivate })
      .from(uploadedFiles)
      .where(inArray(uploadedFiles.storedName, [...privateFiles, ...images]))
      .orderBy(asc(uploadedFiles.storedName));
    expect(flags.filter((f) => f.isPrivate).map((f) => f.name)).toEqual([...privateFiles].sort());
    // The owner's answer opens the private files by signed links.
    expect(res.json().data.enroll_file[0].url).toMatch(/\?expires=\d+&signature=/);
  });

  it('computes the margin from the percentage and never keeps the client’s figure', async () => {
    const res = await call(
      alice,
      API.addProject,
      await projectForm(t.app, alice, aliceCompany, { price: '250', margin_level: '8', margin_money: '999999' }),
    );
    expect((await rowOf(res.json().data.id)).marginMoney).toBe('20/万元');
    expect((await rowOf(res.json().data.id)).marginLevel).toBe('8.00');
  });

  it('keeps the exchange’s payee account from system configuration, whatever the client sends', async () => {
    const res = await call(
      alice,
      API.addProject,
      await projectForm(t.app, alice, aliceCompany, { account_name: '骗子公司', open_bank: '某银行', account: '6222' }),
    );
    const row = await rowOf(res.json().data.id);
    expect([row.accountName, row.openBank, row.account]).toEqual([
      expect.not.stringMatching(/骗子/),
      expect.not.stringMatching(/^某银行$/),
      '28100104000088666',
    ]);
    expect(row.accountName).not.toBe('');
  });

  it.each([
    [{ company_id: '' }, '请选择企业'],
    [{ product_name: ' ' }, '请输入产品名称'],
    [{ first_category: '' }, '请选择一级分类'],
    [{ second_category: '' }, '请选择项目类型'],
    [{ area_name: '' }, '请输入产品所在地'],
    [{ price: '' }, '请输入挂牌价格'],
    [{ price_unit: '' }, '请输入挂牌价格单位'],
    [{ quantity: '' }, '请输入挂牌数量'],
    [{ quantity_unit: '' }, '请输入挂牌数量单位'],
    [{ margin_money: '', margin_level: '' }, '请输入保证金'],
    [{ margin_money_unit: '' }, '请输入保证金单位'],
    [{ start_time: '' }, '请选择挂牌开始时间'],
    [{ end_time: '' }, '请选择挂牌结束时间'],
    [{ contacts_name: '' }, '请输入项目咨询联系人'],
    [{ contacts_phone: '' }, '请输入联系电话'],
    [{ product_img: '' }, '请上传产品图片'],
    [{ transfer_name: '' }, '请输入转让方名称'],
    [{ transfer_type: '' }, '请选择转让方类型'],
    [{ transfer_code: '' }, '请输入转让方社会统一信用代码'],
    [{ internal_decision_type: '' }, '请选择内部决策文件类型'],
    [{ pay_type: '' }, '请输入价款支付方式'],
    [{ other_condition: '' }, '请输入与交易相关其他条件'],
    [{ enroll_file: '[]' }, '请上传报名提交材料'],
    [{ transferee: '' }, '请输入受让方资格条件'],
    [{ important_content: '' }, '请输入重大事项及其他披露内容'],
    [{ pay_deadline: '' }, '请输入价款支付期限'],
    [{ pay_msg: '' }, '请输入价款支付说明'],
    [{ disclosure_file: '' }, '请上传披露附件'],
    [{ notice_time: '' }, '请选择信息披露期'],
    [{ potential_buyer: '' }, '请选择未征集到意向受让方的处理方式'],
    [{ potential_buyer: 4 }, '请选择未征集到意向受让方的处理方式'],
    [{ margin_money_method: '' }, '请输入保证金交纳方式'],
    [{ potential_buyer: 6, nopotential_buyer: '' }, '请输入延长信息披露的内容'],
    [{ transfer_type: 165, transfer_idcard: '' }, '请输入身份证号码'],
    [{ transfer_type: 165, transfer_idcard: '110105194912310021' }, '身份证号码格式不正确'],
    [{ start_time: '2099-02-01', end_time: '2099-01-31' }, '挂牌结束时间应晚于开始时间'],
    [{ end_time: '2099-02-30' }, '请选择挂牌结束时间'],
    [{ margin_level: '120' }, '保证金比例应在 0 到 100 之间'],
    // A class must sit under the chosen group (126 is a forestry class, 98 the environment group).
    [{ first_category: 98 }, '请选择项目类型'],
    [{ transfer_type: 156 }, '请选择转让方类型'],
    [{ internal_decision_type: 165 }, '请选择内部决策文件类型'],
  ])('refuses %o with %s and stores nothing', async (override, message) => {
    await expectRefused(API.addProject, alice, await projectForm(t.app, alice, aliceCompany, override), message);
  });

  it('asks an individual transferor (165) for an ID number and blanks the credit code; others the reverse', async () => {
    const individual = await call(
      alice,
      API.addProject,
      await projectForm(t.app, alice, aliceCompany, {
        transfer_type: 165,
        transfer_idcard: '11010519491231002x',
        transfer_code: '91632621MA7XY1234K',
      }),
    );
    expect(await rowOf(individual.json().data.id)).toMatchObject({
      transferIdcard: '11010519491231002X',
      transferCode: '',
    });
    const company = await call(
      alice,
      API.addProject,
      await projectForm(t.app, alice, aliceCompany, { transfer_idcard: '11010519491231002X' }),
    );
    expect(await rowOf(company.json().data.id)).toMatchObject({
      transferIdcard: '',
      transferCode: '91632621MA7XY1234K',
    });
  });

  it('needs the extension content only when the extend option (6) is chosen, and keeps it only then', async () => {
    const ended = await call(
      alice,
      API.addProject,
      await projectForm(t.app, alice, aliceCompany, { potential_buyer: 3, nopotential_buyer: '延长 5 个工作日' }),
    );
    expect((await rowOf(ended.json().data.id)).noPotentialBuyer).toBe('');
    const extended = await call(
      alice,
      API.addProject,
      await projectForm(t.app, alice, aliceCompany, { potential_buyer: 6, nopotential_buyer: '延长 5 个工作日' }),
    );
    expect(await rowOf(extended.json().data.id)).toMatchObject({
      potentialBuyer: 6,
      noPotentialBuyer: '延长 5 个工作日',
    });
  });

  it('holds the upload counts: images ≤ 5, enrolment files ≤ 8, disclosure files ≤ 3', async () => {
    const image = await uploadImageAs(t.app, alice);
    const file = await uploadAs(t.app, alice);
    const files = (n: number) => JSON.stringify(Array(n).fill(file));
    const form = (override: Record<string, unknown>) => projectForm(t.app, alice, aliceCompany, override);
    await expectRefused(
      API.addProject,
      alice,
      await form({ product_img: Array(6).fill(image).join(',') }),
      '最多上传 5 张图片',
    );
    await expectRefused(API.addProject, alice, await form({ enroll_file: files(9) }), '最多上传 8 个文件');
    await expectRefused(API.addProject, alice, await form({ disclosure_file: files(4) }), '最多上传 3 个文件');
    const atLimits = await call(
      alice,
      API.addProject,
      await form({ product_img: Array(5).fill(image).join(','), enroll_file: files(8), disclosure_file: files(3) }),
    );
    expect(atLimits.json().code, atLimits.body).toBe(200);
  });

  it('refuses a file or an image the user did not upload', async () => {
    const bobsFile = await uploadAs(t.app, bob);
    const bobsImage = await uploadImageAs(t.app, bob);
    const message = '附件无效，请重新上传';
    await expectRefused(
      API.addProject,
      alice,
      await projectForm(t.app, alice, aliceCompany, { disclosure_file: JSON.stringify([bobsFile]) }),
      message,
    );
    await expectRefused(
      API.addProject,
      alice,
      await projectForm(t.app, alice, aliceCompany, { product_img: bobsImage }),
      message,
    );
  });

  it('refuses an enterprise that is not verified, and another user’s verified enterprise', async () => {
    const message = '请先返回个人中心添加企业';
    for (const status of [-1, 0, 2]) {
      const pending = await enterpriseOf(t.app, t.db, alice, status);
      await expectRefused(API.addProject, alice, await projectForm(t.app, alice, pending), message);
      await expectRefused(API.productAdd, alice, productForm(pending), message);
    }
    await expectRefused(API.addProject, alice, await projectForm(t.app, alice, bobCompany), message);
    await expectRefused(API.productAdd, alice, productForm(bobCompany), message);
  });

  it('refuses a visitor without a token', async () => {
    const res = await call(undefined, API.addProject, await projectForm(t.app, alice, aliceCompany));
    expect(res.statusCode).toBe(401);
  });
});

describe('Product/add (the class-specific form)', () => {
  it('stores a class product with its price in 万元, waiting for first review', async () => {
    const res = await call(alice, API.productAdd, productForm(aliceCompany));
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    expect(await rowOf(res.json().data.id)).toMatchObject({
      userId: alice.id,
      formType: 2,
      firstCategory: 98,
      secondCategory: 100,
      price: '35.5/万元',
      pin: 'QH-2026-0001',
      auditStatus: 0,
      auditType: 1,
    });
  });

  const common: Array<[Record<string, unknown>, string]> = [
    [{ company_id: '' }, '请选择企业'],
    [{ product_classify: '' }, '请选择产品类别'],
    [{ product_classify: 97 }, '请选择产品类别'],
    [{ product_name: '' }, '请填写产品名称'],
    [{ contant_name: '' }, '请填写联系人'],
    [{ contant_mobile: '' }, '请输入手机号码'],
    [{ contant_mobile: '12345678901' }, '手机号码格式不正确'],
    [{ amount: '' }, '请填写数量/面积'],
    [{ end_time: '' }, '请选择挂牌截止时间'],
    [{ end_time: '2020-01-01' }, '挂牌结束时间应晚于当前时间'],
    [{ free: 'abc' }, '请填写挂牌价格（万元）'],
  ];
  it.each(common)('refuses %o with %s (every class)', async (override, message) => {
    await expectRefused(API.productAdd, alice, productForm(aliceCompany, override), message);
  });

  // Each class's own fields (docs/product.md §5): the form is complete but for the one field.
  const full = {
    address: '玛沁县大武镇',
    pin: 'QH-1',
    free: '12',
    trade_deadline: '2099-06-30',
    forest_seen: '有林地',
    main_trees: '云杉',
    deve_req: '按 CCER 方法学开发',
    tree_seed: '云杉',
    com_time: '2099-05-01',
    cfqx: '2099 年',
    transferee_re: '具备林业经营资质',
    trade_m: '2',
    internal_res: '村民大会通过',
    linquan_id: '青(2020)玛沁县林权第 001 号',
    warrants_area: '300 亩',
    wander_year: '20 年',
    tree_amount: '1500 立方米',
    other_user: '无',
  };
  it.each([
    [100, 'pin', '请填写备案编号'],
    [100, 'free', '请填写挂牌价格（万元）'],
    [101, 'free', '请填写挂牌价格（万元）'],
    [102, 'trade_deadline', '请填写交易期限'],
    [103, 'free', '请填写挂牌价格（万元）'],
    [126, 'address', '请填写详细地址'],
    [126, 'forest_seen', '请填写林地现状'],
    [126, 'main_trees', '请填写主要树种'],
    [126, 'deve_req', '请填写开发要求'],
    [116, 'tree_seed', '请填写树种'],
    [116, 'com_time', '请选择完成时间'],
    [116, 'cfqx', '请填写采伐期限'],
    [116, 'transferee_re', '请填写受让方要求'],
    [116, 'trade_m', '请填写保证金'],
    [114, 'internal_res', '请填写内部决议情况'],
    [114, 'linquan_id', '请填写林权证号'],
    [114, 'warrants_area', '请填写权证面积'],
    [114, 'wander_year', '请填写流转年限'],
    [115, 'tree_amount', '请填写林木蓄积量'],
    [115, 'other_user', '请填写其他权利人'],
  ])('class %i needs %s (%s)', async (classify, field, message) => {
    await expectRefused(
      API.productAdd,
      alice,
      productForm(aliceCompany, { ...full, product_classify: classify, [field]: '' }),
      message,
    );
    const complete = await call(
      alice,
      API.productAdd,
      productForm(aliceCompany, { ...full, product_classify: classify }),
    );
    expect(complete.json().code, complete.body).toBe(200);
  });

  it('asks class 126 for no price', async () => {
    const res = await call(
      alice,
      API.productAdd,
      productForm(aliceCompany, { ...full, product_classify: 126, free: '', pin: '' }),
    );
    expect(res.json().code, res.body).toBe(200);
  });
});

describe('User/product (my listings)', () => {
  it('lists only the token user’s listings, 4 a page, newest first, searchable by name', async () => {
    const carol = await signUpAndLogIn(t.app);
    const company = await enterpriseOf(t.app, t.db, carol);
    for (const name of ['草场一号', '草场二号', '林地一号', '林地二号', '林地三号']) {
      await call(carol, API.productAdd, productForm(company, { product_name: name }));
    }
    await call(bob, API.productAdd, productForm(bobCompany, { product_name: '林地别人的' }));

    const first = (await call(carol, API.myListings, { page: 1, user_id: bob.id })).json().data;
    expect(first.total).toBe(5);
    expect(first.data.map((r: MyListingRow) => r.product_name)).toEqual([
      '林地三号',
      '林地二号',
      '林地一号',
      '草场二号',
    ]);
    const row: MyListingRow = first.data[0];
    expect(row).toMatchObject({
      audit_status: 0,
      audit_type: 1,
      second_category_name: '碳排放权',
      price: '35.5/万元',
      quantity: '5000 吨',
      end_time: '2099-03-31 17:00:00',
      is_public: false,
      enroll_status: null,
      remark: '',
    });
    expect(row.product_id).toMatch(/^JHY/);
    const second = (await call(carol, API.myListings, { page: 2 })).json().data;
    expect(second.data.map((r: MyListingRow) => r.product_name)).toEqual(['草场一号']);
    const search = (await call(carol, API.myListings, { product_name: '林地' })).json().data;
    expect(search.total).toBe(3);
  });
});

describe('another user’s listing', () => {
  it('cannot be edited through editProject or productEdit, and changes nothing', async () => {
    const project = (await call(alice, API.addProject, await projectForm(t.app, alice, aliceCompany))).json().data;
    const product = (await call(alice, API.productAdd, productForm(aliceCompany))).json().data;
    const before = [await rowOf(project.id), await rowOf(product.id)];

    const editProject = await call(bob, API.editProject, {
      ...(await projectForm(t.app, bob, bobCompany)),
      id: project.id,
    });
    expect(editProject.json()).toMatchObject({ code: 404, msg: '挂牌项目不存在' });
    const editProduct = await call(bob, API.productEdit, { ...productForm(bobCompany), id: product.id });
    expect(editProduct.json()).toMatchObject({ code: 404, msg: '挂牌项目不存在' });
    // Nor by naming its own enterprise on someone else's listing.
    const withOwnerCompany = await call(bob, API.productEdit, { ...productForm(aliceCompany), id: product.id });
    expect(withOwnerCompany.statusCode).toBeGreaterThanOrEqual(400);

    expect([await rowOf(project.id), await rowOf(product.id)]).toEqual(before);
    const bobs = (await call(bob, API.myListings, { limit: 100 })).json().data.data as MyListingRow[];
    expect(bobs.map((r) => r.id)).not.toContain(project.id);
  });

  it('is edited by its owner through the call of its own form only', async () => {
    const product = (await call(alice, API.productAdd, productForm(aliceCompany))).json().data;
    const wrongForm = await call(alice, API.editProject, {
      ...(await projectForm(t.app, alice, aliceCompany)),
      id: product.id,
    });
    expect(wrongForm.json()).toMatchObject({ code: 404 });
    const ok = await call(alice, API.productEdit, {
      ...productForm(aliceCompany, { product_name: '改名后的产品' }),
      id: product.id,
    });
    expect(ok.json()).toMatchObject({ code: 200, msg: '修改成功，请等待审核' });
    expect((await rowOf(product.id)).productName).toBe('改名后的产品');
  });
});
