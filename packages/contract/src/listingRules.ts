import { z } from 'zod';
import { PAGE_SIZE, UPLOAD_LIMITS } from './constants.js';
import { NO_BUYER_END, NO_BUYER_EXTEND, TRADING_CLASS, TRANSFER_TYPE_INDIVIDUAL } from './ids.js';
import { idSchema } from './idSchemas.js';
import { wanUnitsOf } from './money.js';
import { fileListSchema, optionalFileListSchema } from './files.js';
import { isValidIdCardNumber, mobileSchema, pageSchema, requiredText, ruleMessages } from './rules.js';
import { searchTextSchema } from './tradingQueries.js';

/**
 * Spec §5 listing rules: the three-step disclosure form (addProject / editProject) and the
 * class-specific form (Product/add / productEdit). The server validates with these schemas and the
 * pages' forms use the same ones, so a rule and its message live here only.
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
  marginLevelInvalid: '保证金比例应在 0 到 100 之间',
  marginMoneyRequired: '请输入保证金',
  priceOutOfRange: '以万元计价时挂牌价格最多 10 位整数、4 位小数；以元计价时须为整数',
  marginMoneyOutOfRange: '以万元计价时保证金最多 10 位整数、4 位小数；以元计价时须为整数',
  marginMoneyUnitRequired: '请输入保证金单位',
  startTimeRequired: '请选择挂牌开始时间',
  endTimeRequired: '请选择挂牌结束时间',
  endBeforeStart: '挂牌结束时间应晚于开始时间',
  endTimePassed: '挂牌结束时间应晚于当前时间',
  contactsNameRequired: '请输入项目咨询联系人',
  contactsPhoneRequired: '请输入联系电话',
  productImgRequired: '请上传产品图片',
  productImgTooMany: `最多上传 ${UPLOAD_LIMITS.productImagesMax} 张图片`,
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
  // The product (docs/product.md) requires these too but gives no message of their own.
  payDeadlineRequired: '请输入价款支付期限',
  payMsgRequired: '请输入价款支付说明',
  disclosureFileRequired: '请上传披露附件',
  noticeTimeRequired: '请选择信息披露期',
  potentialBuyerRequired: '请选择未征集到意向受让方的处理方式',
  noPotentialBuyerRequired: '请输入延长信息披露的内容',
  marginMoneyMethodRequired: '请输入保证金交纳方式',
  // Class-specific form.
  classifyRequired: '请选择产品类别',
  classProductNameRequired: '请填写产品名称',
  contantNameRequired: '请填写联系人',
  // Server-side checks (they need the database).
  noVerifiedCompany: '请先返回个人中心添加企业',
  categoryInvalid: '请选择项目类型',
  fileNotYours: '附件无效，请重新上传',
  notFound: '挂牌项目不存在',
  closedNotEditable: '项目已成交或已结束，不能修改',
  addFailed: 'add failed',
  submitted: '提交成功，请等待审核',
  resubmitted: '修改成功，请等待审核',
} as const;

/** '' and null from a cleared form field are "not given", not zero. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** A number typed into a text box may arrive as a JSON number; it is text here. */
const numberToText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

const required = (message: string, max = 200) => z.preprocess(numberToText, requiredText(message).max(max));
const requiredId = (message: string) => z.preprocess(blankToUndefined, idSchema(message));
const amountValue = (message: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).nonnegative(message).max(1e12, message));
const optionalText = (max = 200) => z.preprocess(numberToText, z.string().trim().max(max).optional().default(''));
const flag = z.preprocess(
  blankToUndefined,
  z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
);

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm[:ss]` (docs/product.md §9: listing dates are yyyy-MM-dd), China time. */
export const LISTING_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const listingTime = (message: string) =>
  z.preprocess(numberToText, z.string({ error: message }).trim().regex(LISTING_TIME_PATTERN, message));

/**
 * The exchange's one deadline rule (docs/lifecycles.md "Deadlines"): enrolment, and the deposit's
 * arrival with it, end at 17:00 Beijing time on the listing's last day — the close of the banking
 * day, so staff can still see the day's transfers before the window closes. The publishing forms'
 * hints, the prefilled 保证金交纳方式 and the sample listings say the same.
 */
export const ENROLMENT_CUTOFF = '17:00';

/**
 * A listing date as the instant-comparable text `yyyy-MM-dd HH:mm:ss`. A date alone starts at the
 * beginning of its day and, as an end, at the enrolment cut-off of that day: a listing "until
 * 2026-12-31" takes registrations and deposits until 2026-12-31 17:00:00.
 */
export function listingTimeText(value: string, as: 'start' | 'end'): string {
  if (value.length === 10) return `${value} ${as === 'start' ? '00:00:00' : `${ENROLMENT_CUTOFF}:00`}`;
  return value.length === 16 ? `${value}:00` : value;
}

/** Margin money = price × margin percent ÷ 100 (docs/product.md §4: the intended reading of the two). */
export function marginMoneyOf(price: number, marginLevel: number): number {
  return Math.round(price * marginLevel) / 100;
}

const productImages = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : (value ?? [])),
  z
    .array(z.string().regex(/^\/uploads\/[A-Za-z0-9._-]+$/, listingMessages.productImgRequired), {
      error: listingMessages.productImgRequired,
    })
    .min(1, listingMessages.productImgRequired)
    .max(UPLOAD_LIMITS.productImagesMax, listingMessages.productImgTooMany),
);

/**
 * The three-step form's fields (docs/product.md §3 "Listing form", §5 "Trading listing"), as an object the
 * pages may pick single fields from (`listingProjectFields.shape.price`). Use `listingProjectSchema`
 * for the whole form: it adds the rules across fields.
 */
export const listingProjectFields = z.object({
  company_id: requiredId(listingMessages.companyRequired),
  product_name: required(listingMessages.productNameRequired, 100),
  first_category: requiredId(listingMessages.firstCategoryRequired),
  second_category: requiredId(listingMessages.secondCategoryRequired),
  area_name: required(listingMessages.areaNameRequired, 120),
  price: amountValue(listingMessages.priceRequired),
  price_unit: required(listingMessages.priceUnitRequired, 20),
  quantity: amountValue(listingMessages.quantityRequired),
  quantity_unit: required(listingMessages.quantityUnitRequired, 20),
  /** Percent of the price; when given, margin_money is computed from it (and the input disabled). */
  margin_level: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: listingMessages.marginLevelInvalid })
      .min(0, listingMessages.marginLevelInvalid)
      .max(100, listingMessages.marginLevelInvalid)
      .optional(),
  ),
  margin_money: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: listingMessages.marginMoneyRequired })
      .nonnegative(listingMessages.marginMoneyRequired)
      .max(1e12, listingMessages.marginMoneyRequired)
      .optional(),
  ),
  margin_money_unit: required(listingMessages.marginMoneyUnitRequired, 20),
  start_time: listingTime(listingMessages.startTimeRequired),
  end_time: listingTime(listingMessages.endTimeRequired),
  contacts_name: required(listingMessages.contactsNameRequired, 50),
  contacts_phone: required(listingMessages.contactsPhoneRequired, 30),
  product_img: productImages,
  transfer_name: required(listingMessages.transferNameRequired, 100),
  show_transfer_name: flag,
  transfer_type: requiredId(listingMessages.transferTypeRequired),
  transfer_idcard: optionalText(18),
  transfer_code: optionalText(18),
  show_transfer_code: flag,
  internal_decision_type: requiredId(listingMessages.internalDecisionTypeRequired),
  pay_type: required(listingMessages.payTypeRequired, 2000),
  other_condition: required(listingMessages.otherConditionRequired, 2000),
  enroll_file: fileListSchema({ required: listingMessages.enrollFileRequired, max: UPLOAD_LIMITS.enrollFilesMax }),
  transferee: required(listingMessages.transfereeRequired, 2000),
  important_content: required(listingMessages.importantContentRequired, 5000),
  pay_deadline: required(listingMessages.payDeadlineRequired, 100),
  pay_msg: required(listingMessages.payMsgRequired, 2000),
  // The payee account is the exchange's own (system configuration payee_account_name, payee_open_bank,
  // payee_account): the page shows it disabled and the server stores its own values, whatever is sent.
  account_name: optionalText(100),
  open_bank: optionalText(100),
  account: optionalText(40),
  disclosure_file: fileListSchema({
    required: listingMessages.disclosureFileRequired,
    max: UPLOAD_LIMITS.disclosureFilesMax,
  }),
  notice_time: required(listingMessages.noticeTimeRequired, 60),
  potential_buyer: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: listingMessages.potentialBuyerRequired })
      .refine((v) => v === NO_BUYER_END || v === NO_BUYER_EXTEND, listingMessages.potentialBuyerRequired),
  ),
  nopotential_buyer: optionalText(2000),
  margin_money_method: required(listingMessages.marginMoneyMethodRequired, 2000),
});
type ProjectFieldsInput = z.output<typeof listingProjectFields>;

/**
 * A price or deposit stated in 万元 or 元 is what the transaction will take (docs/lifecycles.md
 * "Money"): it must fit the money columns. Other units are for people to read (面议 for the auction).
 */
function isTradeableAmount(value: number | undefined, unit: string): boolean {
  const trimmed = unit.trim();
  if (value === undefined || (trimmed !== '万元' && trimmed !== '元')) return true;
  return wanUnitsOf(`${String(value)}/${trimmed}`) !== undefined;
}

function checkProject(form: ProjectFieldsInput, ctx: z.RefinementCtx): void {
  // 165 is an individual: an ID number instead of a credit code (docs/product.md §4); the unused one is blanked.
  if (form.transfer_type === TRANSFER_TYPE_INDIVIDUAL) {
    if (!form.transfer_idcard) {
      ctx.addIssue({ code: 'custom', path: ['transfer_idcard'], message: listingMessages.transferIdcardRequired });
    } else if (!isValidIdCardNumber(form.transfer_idcard)) {
      ctx.addIssue({ code: 'custom', path: ['transfer_idcard'], message: ruleMessages.idCardInvalid });
    }
  } else if (!form.transfer_code) {
    ctx.addIssue({ code: 'custom', path: ['transfer_code'], message: listingMessages.transferCodeRequired });
  }
  if (form.margin_level === undefined && form.margin_money === undefined) {
    ctx.addIssue({ code: 'custom', path: ['margin_money'], message: listingMessages.marginMoneyRequired });
  }
  if (!isTradeableAmount(form.price, form.price_unit)) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: listingMessages.priceOutOfRange });
  }
  if (!isTradeableAmount(form.margin_money, form.margin_money_unit)) {
    ctx.addIssue({ code: 'custom', path: ['margin_money'], message: listingMessages.marginMoneyOutOfRange });
  }
  if (form.potential_buyer === NO_BUYER_EXTEND && !form.nopotential_buyer) {
    ctx.addIssue({ code: 'custom', path: ['nopotential_buyer'], message: listingMessages.noPotentialBuyerRequired });
  }
  if (listingTimeText(form.end_time, 'end') <= listingTimeText(form.start_time, 'start')) {
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: listingMessages.endBeforeStart });
  }
}

function normaliseProject<T extends ProjectFieldsInput>(form: T) {
  const individual = form.transfer_type === TRANSFER_TYPE_INDIVIDUAL;
  return {
    ...form,
    transfer_idcard: individual ? form.transfer_idcard.toUpperCase() : '',
    transfer_code: individual ? '' : form.transfer_code,
    margin_money:
      form.margin_level !== undefined ? marginMoneyOf(form.price, form.margin_level) : (form.margin_money ?? 0),
    nopotential_buyer: form.potential_buyer === NO_BUYER_EXTEND ? form.nopotential_buyer : '',
  };
}

const listingId = requiredId(listingMessages.notFound);

/** `/index/Listingproject/addProject`: the whole three-step form. */
export const listingProjectSchema = listingProjectFields.superRefine(checkProject).transform(normaliseProject);
export type ListingProjectFields = z.output<typeof listingProjectSchema>;

/** `/index/User/editProject`: the same form plus the listing's `id`. */
export const listingProjectEditSchema = listingProjectFields
  .extend({ id: listingId })
  .superRefine(checkProject)
  .transform(normaliseProject);

/**
 * Which fields each tab of the three-step form holds (docs/product.md §2 hangingForm), so that 下一步 checks
 * exactly the current tab before moving on.
 */
export const LISTING_PROJECT_STEPS: ReadonlyArray<{ title: string; fields: ReadonlyArray<keyof ProjectFieldsInput> }> =
  [
    {
      title: '基本信息',
      fields: [
        'company_id',
        'product_name',
        'first_category',
        'second_category',
        'area_name',
        'price',
        'price_unit',
        'quantity',
        'quantity_unit',
        'contacts_name',
        'contacts_phone',
        'product_img',
      ],
    },
    {
      title: '转让方简况 / 交易条件 / 受让方资格',
      fields: [
        'transfer_name',
        'show_transfer_name',
        'transfer_type',
        'transfer_idcard',
        'transfer_code',
        'show_transfer_code',
        'internal_decision_type',
        'pay_type',
        'pay_deadline',
        'pay_msg',
        'other_condition',
        'enroll_file',
        'transferee',
        'important_content',
      ],
    },
    {
      title: '保证金 / 披露附件 / 挂牌信息',
      fields: [
        'margin_level',
        'margin_money',
        'margin_money_unit',
        'margin_money_method',
        'account_name',
        'open_bank',
        'account',
        'disclosure_file',
        'start_time',
        'end_time',
        'notice_time',
        'potential_buyer',
        'nopotential_buyer',
      ],
    },
  ];

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
export type ClassField = keyof typeof CLASS_FIELD_LABELS;
const SELECT_FIELDS = new Set<ClassField>(['end_time', 'com_time']);
/** '请选择挂牌截止时间', '请填写详细地址' (the product's own message for the address). */
export const classFieldMessage = (field: ClassField) =>
  `${SELECT_FIELDS.has(field) ? '请选择' : '请填写'}${CLASS_FIELD_LABELS[field]}`;

/** Spec §5: what each class needs beyond the common fields (company, classify, name, contact, amount, end). */
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

/** The class-specific form's fields (docs/product.md §3 "Class-specific publish-product form"). */
export const listingProductFields = z.object({
  company_id: requiredId(listingMessages.companyRequired),
  product_classify: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: listingMessages.classifyRequired })
      .int(listingMessages.classifyRequired)
      .refine((id) => id in CLASS_REQUIRED_FIELDS, listingMessages.classifyRequired),
  ),
  product_name: required(listingMessages.classProductNameRequired, 100),
  area_name: optionalText(120),
  area_code: optionalText(60),
  contant_name: required(listingMessages.contantNameRequired, 50),
  contant_mobile: mobileSchema,
  amount: required(classFieldMessage('amount'), 60),
  end_time: listingTime(classFieldMessage('end_time')),
  address: optionalText(200),
  pin: optionalText(60),
  /** 万元, up to four decimals. */
  free: optionalText(20).pipe(z.string().regex(/^$|^\d{1,10}(\.\d{1,4})?$/, classFieldMessage('free'))),
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
  /** Rich text; the server sanitizes it before storing. */
  product_desc: optionalText(50000),
  /** Supporting documents (the form's `file`): private like enrolment files. */
  file: optionalFileListSchema(UPLOAD_LIMITS.enrollFilesMax),
});
type ProductFieldsInput = z.output<typeof listingProductFields>;

function checkProduct(form: ProductFieldsInput, ctx: z.RefinementCtx): void {
  for (const field of CLASS_REQUIRED_FIELDS[form.product_classify] ?? []) {
    if (!form[field]) ctx.addIssue({ code: 'custom', path: [field], message: classFieldMessage(field) });
  }
}

/** `/index/Product/add`. */
export const listingProductSchema = listingProductFields.superRefine(checkProduct);
export type ListingProductFields = z.output<typeof listingProductSchema>;

/** `/index/User/productEdit`: the same form plus the listing's `id`. */
export const listingProductEditSchema = listingProductFields.extend({ id: listingId }).superRefine(checkProduct);

/** `/index/User/product` (docs/product.md §7): page, limit 4, product_name; `user_id` is ignored (the token says who). */
export const myListingsQuerySchema = pageSchema(PAGE_SIZE.personalCenter).extend({
  product_name: searchTextSchema(100),
});
export type MyListingsQuery = z.output<typeof myListingsQuerySchema>;
