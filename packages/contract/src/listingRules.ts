import { z } from 'zod';
import { UPLOAD_LIMITS } from './constants.js';
import { NO_BUYER_END, NO_BUYER_EXTEND, TRADING_CLASS, TRANSFER_TYPE_INDIVIDUAL } from './ids.js';
import { fileListSchema } from './files.js';
import { isValidIdCardNumber, mobileSchema, ruleMessages } from './rules.js';

/**
 * Spec §5 listing rules, ready for the publish issue (addProject, productEdit/editProject): the
 * three-step form (class-independent) and the class-specific form. The server validates with these
 * schemas and the pages' forms use the same ones.
 */
export const listingMessages = {
  companyRequired: '请选择企业',
  productNameRequired: '请输入产品名称',
  firstCategoryRequired: '请选择一级分类',
  secondCategoryRequired: '请选择项目类型',
  areaNameRequired: '请输入产品所在地',
  priceRequired: '请输入挂牌价格',
  priceUnitRequired: '请输入挂牌价格单位',
  quantityRequired: '请输入挂牌数量',
  quantityUnitRequired: '请输入挂牌数量单位',
  marginMoneyRequired: '请输入保证金',
  marginMoneyUnitRequired: '请输入保证金单位',
  startTimeRequired: '请选择挂牌开始时间',
  endTimeRequired: '请选择挂牌结束时间',
  endBeforeStart: '挂牌结束时间应晚于开始时间',
  contactsNameRequired: '请输入项目咨询联系人',
  contactsPhoneRequired: '请输入联系电话',
  productImgRequired: '请上传产品图片',
  transferNameRequired: '请输入转让方名称',
  transferTypeRequired: '请选择转让方类型',
  transferIdcardRequired: '请输入身份证号码',
  transferCodeRequired: '请输入转让方社会统一信用代码',
  internalDecisionTypeRequired: '请选择内部决策文件类型',
  payTypeRequired: '请输入价款支付方式',
  otherConditionRequired: '请输入与交易相关其他条件',
  enrollFileRequired: '请上传报名提交材料',
  transfereeRequired: '请输入受让方资格条件',
  importantContentRequired: '请输入重大事项及其他披露内容',
  // The spec requires these too but gives no message of their own.
  payDeadlineRequired: '请输入价款支付期限',
  payMsgRequired: '请输入价款支付说明',
  accountNameRequired: '请输入收款账户名称',
  openBankRequired: '请输入开户银行',
  accountRequired: '请输入收款账号',
  disclosureFileRequired: '请上传披露附件',
  noticeTimeRequired: '请选择信息披露期',
  potentialBuyerRequired: '请选择未征集到意向受让方的处理方式',
  noPotentialBuyerRequired: '请输入延长信息披露的内容',
  marginMoneyMethodRequired: '请输入保证金交纳方式',
  noVerifiedCompany: '请先返回个人中心添加企业',
  companyNotVerified: '请选择已认证的企业',
  addFailed: 'add failed',
} as const;

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);
const requiredId = (message: string) => z.coerce.number({ error: message }).int().positive(message);
const amountValue = (message: string) => z.coerce.number({ error: message }).nonnegative(message).max(1e12, message);

/** Margin money = price × margin percent ÷ 100 (spec §4: the intended reading of the two). */
export function marginMoneyOf(price: number, marginLevel: number): number {
  return Math.round(price * marginLevel) / 100;
}

/** The three-step form (spec §3 "Listing form", §5 "Trading listing"). */
export const listingProjectSchema = z
  .object({
    company_id: requiredId(listingMessages.companyRequired),
    product_name: required(listingMessages.productNameRequired, 100),
    first_category: requiredId(listingMessages.firstCategoryRequired),
    second_category: requiredId(listingMessages.secondCategoryRequired),
    area_name: required(listingMessages.areaNameRequired, 120),
    price: amountValue(listingMessages.priceRequired),
    price_unit: required(listingMessages.priceUnitRequired, 20),
    quantity: amountValue(listingMessages.quantityRequired),
    quantity_unit: required(listingMessages.quantityUnitRequired, 20),
    margin_level: z.coerce.number().min(0).max(100).optional(),
    margin_money: amountValue(listingMessages.marginMoneyRequired),
    margin_money_unit: required(listingMessages.marginMoneyUnitRequired, 20),
    start_time: required(listingMessages.startTimeRequired, 30),
    end_time: required(listingMessages.endTimeRequired, 30),
    contacts_name: required(listingMessages.contactsNameRequired, 50),
    contacts_phone: required(listingMessages.contactsPhoneRequired, 30),
    product_img: z.preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
      z
        .array(z.string().regex(/^\/uploads\/[A-Za-z0-9._-]+$/, listingMessages.productImgRequired), {
          error: listingMessages.productImgRequired,
        })
        .min(1, listingMessages.productImgRequired)
        .max(UPLOAD_LIMITS.productImagesMax, `最多上传 ${UPLOAD_LIMITS.productImagesMax} 张图片`),
    ),
    transfer_name: required(listingMessages.transferNameRequired, 100),
    show_transfer_name: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .default(1),
    transfer_type: requiredId(listingMessages.transferTypeRequired),
    transfer_idcard: z.string().trim().optional().default(''),
    transfer_code: z.string().trim().optional().default(''),
    show_transfer_code: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .default(1),
    internal_decision_type: requiredId(listingMessages.internalDecisionTypeRequired),
    pay_type: required(listingMessages.payTypeRequired, 2000),
    other_condition: required(listingMessages.otherConditionRequired, 2000),
    enroll_file: fileListSchema({ required: listingMessages.enrollFileRequired, max: UPLOAD_LIMITS.enrollFilesMax }),
    transferee: required(listingMessages.transfereeRequired, 2000),
    important_content: required(listingMessages.importantContentRequired, 5000),
    pay_deadline: required(listingMessages.payDeadlineRequired, 100),
    pay_msg: required(listingMessages.payMsgRequired, 2000),
    account_name: required(listingMessages.accountNameRequired, 100),
    open_bank: required(listingMessages.openBankRequired, 100),
    account: required(listingMessages.accountRequired, 40),
    disclosure_file: fileListSchema({
      required: listingMessages.disclosureFileRequired,
      max: UPLOAD_LIMITS.disclosureFilesMax,
    }),
    notice_time: required(listingMessages.noticeTimeRequired, 60),
    potential_buyer: z.coerce
      .number({ error: listingMessages.potentialBuyerRequired })
      .refine((v) => v === NO_BUYER_END || v === NO_BUYER_EXTEND, listingMessages.potentialBuyerRequired),
    nopotential_buyer: z.string().trim().max(2000).optional().default(''),
    margin_money_method: required(listingMessages.marginMoneyMethodRequired, 2000),
  })
  .superRefine((form, ctx) => {
    // 165 is an individual: an ID number instead of a credit code (spec §4); the unused one is blanked.
    if (form.transfer_type === TRANSFER_TYPE_INDIVIDUAL) {
      if (!form.transfer_idcard) {
        ctx.addIssue({ code: 'custom', path: ['transfer_idcard'], message: listingMessages.transferIdcardRequired });
      } else if (!isValidIdCardNumber(form.transfer_idcard)) {
        ctx.addIssue({ code: 'custom', path: ['transfer_idcard'], message: ruleMessages.idCardInvalid });
      }
    } else if (!form.transfer_code) {
      ctx.addIssue({ code: 'custom', path: ['transfer_code'], message: listingMessages.transferCodeRequired });
    }
    if (form.potential_buyer === NO_BUYER_EXTEND && !form.nopotential_buyer) {
      ctx.addIssue({ code: 'custom', path: ['nopotential_buyer'], message: listingMessages.noPotentialBuyerRequired });
    }
    if (form.start_time && form.end_time && form.end_time <= form.start_time) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: listingMessages.endBeforeStart });
    }
  })
  .transform((form) => ({
    ...form,
    transfer_idcard: form.transfer_type === TRANSFER_TYPE_INDIVIDUAL ? form.transfer_idcard.toUpperCase() : '',
    transfer_code: form.transfer_type === TRANSFER_TYPE_INDIVIDUAL ? '' : form.transfer_code,
    margin_money: form.margin_level !== undefined ? marginMoneyOf(form.price, form.margin_level) : form.margin_money,
    nopotential_buyer: form.potential_buyer === NO_BUYER_EXTEND ? form.nopotential_buyer : '',
  }));
export type ListingProjectFields = z.output<typeof listingProjectSchema>;

/** Fields of the class-specific form with their labels; a select asks '请选择…', an input '请填写…'. */
export const CLASS_FIELD_LABELS = {
  address: '详细地址',
  pin: '备案编号',
  free: '挂牌价格（万元）',
  amount: '数量/面积',
  trade_deadline: '交易期限',
  end_time: '挂牌截止时间',
  forest_seen: '林地现状',
  tree_seed: '树种',
  tree_amount: '林木蓄积量',
  cfqx: '采伐期限',
  com_time: '完成时间',
  transferee_re: '受让方要求',
  internal_res: '内部决议情况',
  trade_m: '保证金',
  linquan_id: '林权证号',
  warrants_area: '权证面积',
  other_user: '其他权利人',
  wander_year: '流转年限',
  main_trees: '主要树种',
  deve_req: '开发要求',
} as const;
type ClassField = keyof typeof CLASS_FIELD_LABELS;
const SELECT_FIELDS = new Set<ClassField>(['end_time', 'com_time']);
export const classFieldMessage = (field: ClassField) =>
  `${SELECT_FIELDS.has(field) ? '请选择' : '请填写'}${CLASS_FIELD_LABELS[field]}`;

/** Spec §5: what each class needs beyond the common fields. */
export const CLASS_REQUIRED_FIELDS: Record<number, ClassField[]> = {
  [TRADING_CLASS.carbonEmission]: ['pin', 'free'],
  [TRADING_CLASS.energyUse]: ['free'],
  [TRADING_CLASS.classA]: ['free', 'trade_deadline'],
  [TRADING_CLASS.classB]: ['free', 'trade_deadline'],
  [TRADING_CLASS.forestryCarbonSink]: ['address', 'forest_seen', 'main_trees', 'deve_req'],
  [TRADING_CLASS.forestFelling]: [
    'address',
    'free',
    'forest_seen',
    'tree_seed',
    'com_time',
    'cfqx',
    'transferee_re',
    'trade_m',
  ],
  [TRADING_CLASS.forestPlotOperation]: [
    'address',
    'free',
    'transferee_re',
    'internal_res',
    'trade_m',
    'linquan_id',
    'warrants_area',
    'wander_year',
  ],
  [TRADING_CLASS.forestRights]: [
    'address',
    'free',
    'tree_seed',
    'tree_amount',
    'transferee_re',
    'trade_m',
    'linquan_id',
    'warrants_area',
    'other_user',
    'wander_year',
  ],
};
// The spec's message for the address is '请填写详细地址', which the rule above produces.

const optionalText = (max = 200) => z.string().trim().max(max).optional().default('');

/** The class-specific form (spec §3 "Class-specific publish-product form", §5). */
export const listingProductSchema = z
  .object({
    company_id: requiredId(listingMessages.companyRequired),
    product_classify: z.coerce
      .number({ error: '请选择产品类别' })
      .int()
      .refine((id) => id in CLASS_REQUIRED_FIELDS, '请选择产品类别'),
    product_name: required('请填写产品名称', 100),
    area_name: optionalText(120),
    area_code: optionalText(60),
    contant_name: required('请填写联系人', 50),
    contant_mobile: mobileSchema,
    amount: required(`请填写${CLASS_FIELD_LABELS.amount}`, 60),
    end_time: required(classFieldMessage('end_time'), 30),
    address: optionalText(200),
    pin: optionalText(60),
    free: optionalText(20).pipe(z.string().regex(/^$|^\d+(\.\d{1,4})?$/, `请填写${CLASS_FIELD_LABELS.free}`)),
    trade_deadline: optionalText(60),
    forest_seen: optionalText(100),
    tree_seed: optionalText(100),
    tree_amount: optionalText(60),
    cfqx: optionalText(60),
    com_time: optionalText(60),
    transferee_re: optionalText(2000),
    internal_res: optionalText(200),
    trade_m: optionalText(60),
    linquan_id: optionalText(60),
    warrants_area: optionalText(60),
    other_user: optionalText(200),
    wander_year: optionalText(60),
    main_trees: optionalText(100),
    deve_req: optionalText(2000),
    dis_matters: optionalText(5000),
    product_desc: optionalText(50000),
  })
  .superRefine((form, ctx) => {
    for (const field of CLASS_REQUIRED_FIELDS[form.product_classify] ?? []) {
      if (!form[field]) ctx.addIssue({ code: 'custom', path: [field], message: classFieldMessage(field) });
    }
  });
export type ListingProductFields = z.output<typeof listingProductSchema>;
