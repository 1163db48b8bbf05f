import {
  classFieldMessage,
  listingMessages,
  listingTimeText,
  type ListingProductFields,
  type ListingProjectFields,
} from '@jhy/contract';
import type { listings } from '../../db/schema.js';
import { parseChinaDateTime } from '../../infra/chinaTime.js';
import { badRequest } from '../../infra/errors.js';
import { sanitizeHtml } from '../../infra/sanitizeHtml.js';

type ListingInsert = typeof listings.$inferInsert;

/** The columns an owner's form decides (everything but identity, review and publication state). */
const CONTENT_KEYS = [
  'companyId',
  'productName',
  'firstCategory',
  'secondCategory',
  'areaCode',
  'areaName',
  'address',
  'price',
  'quantity',
  'marginLevel',
  'marginMoney',
  'startTime',
  'endTime',
  'contactsName',
  'contactsPhone',
  'productImages',
  'productDesc',
  'transferName',
  'showTransferName',
  'transferType',
  'transferIdcard',
  'transferCode',
  'showTransferCode',
  'internalDecisionType',
  'payType',
  'otherCondition',
  'enrollFiles',
  'transferee',
  'importantContent',
  'payDeadline',
  'payMsg',
  'accountName',
  'openBank',
  'account',
  'marginMoneyMethod',
  'disclosureFiles',
  'noticeTime',
  'potentialBuyer',
  'noPotentialBuyer',
  'pin',
  'free',
  'amount',
  'tradeDeadline',
  'forestSeen',
  'treeSeed',
  'treeAmount',
  'cfqx',
  'comTime',
  'transfereeRe',
  'internalRes',
  'tradeM',
  'linquanId',
  'warrantsArea',
  'otherUser',
  'wanderYear',
  'mainTrees',
  'deveReq',
  'disMatters',
  'productFiles',
] as const satisfies ReadonlyArray<keyof ListingInsert>;
type ContentKey = (typeof CONTENT_KEYS)[number];

/** Everything a submission sets: every content column, so that a revision overlays a row completely. */
export type ListingContent = Required<Pick<ListingInsert, ContentKey>>;

/** What the server decides rather than the form: the enterprise's class group, payee, area. */
export interface ServerDecided {
  payee: { accountName: string; openBank: string; account: string };
}

/** Listing times are China time; a date alone is the start or the end of its day. */
export function listingInstant(value: string, as: 'start' | 'end', message: string): Date {
  const instant = parseChinaDateTime(listingTimeText(value, as));
  // The contract's pattern admits the shape only; a date like 2026-02-30 is refused here.
  if (!instant) throw badRequest(message);
  return instant;
}

const withUnit = (value: number | string, unit: string) => `${value}/${unit}`;

/** The three-step form → columns (docs/product.md §3: price, quantity, margin money stored as 'number/unit'). */
export function projectContent(form: ListingProjectFields, decided: ServerDecided): ListingContent {
  return {
    ...emptyClassFields,
    companyId: form.company_id,
    productName: form.product_name,
    firstCategory: form.first_category,
    secondCategory: form.second_category,
    areaCode: '',
    areaName: form.area_name,
    address: '',
    price: withUnit(form.price, form.price_unit),
    quantity: withUnit(form.quantity, form.quantity_unit),
    marginLevel: form.margin_level === undefined ? null : String(form.margin_level),
    // The contract computed it from the percentage when one was given; the client's figure is not kept.
    marginMoney: withUnit(form.margin_money, form.margin_money_unit),
    startTime: listingInstant(form.start_time, 'start', listingMessages.startTimeRequired),
    endTime: listingInstant(form.end_time, 'end', listingMessages.endTimeRequired),
    contactsName: form.contacts_name,
    contactsPhone: form.contacts_phone,
    productImages: form.product_img,
    productDesc: '',
    transferName: form.transfer_name,
    showTransferName: form.show_transfer_name,
    transferType: form.transfer_type,
    transferIdcard: form.transfer_idcard,
    transferCode: form.transfer_code,
    showTransferCode: form.show_transfer_code,
    internalDecisionType: form.internal_decision_type,
    payType: form.pay_type,
    otherCondition: form.other_condition,
    enrollFiles: form.enroll_file,
    transferee: form.transferee,
    importantContent: form.important_content,
    payDeadline: form.pay_deadline,
    payMsg: form.pay_msg,
    // The exchange's own account, from system configuration, whatever the client sent.
    accountName: decided.payee.accountName,
    openBank: decided.payee.openBank,
    account: decided.payee.account,
    marginMoneyMethod: form.margin_money_method,
    disclosureFiles: form.disclosure_file,
    noticeTime: form.notice_time,
    potentialBuyer: form.potential_buyer,
    noPotentialBuyer: form.nopotential_buyer,
  };
}

const emptyClassFields = {
  pin: '',
  free: null,
  amount: '',
  tradeDeadline: '',
  forestSeen: '',
  treeSeed: '',
  treeAmount: '',
  cfqx: '',
  comTime: '',
  transfereeRe: '',
  internalRes: '',
  tradeM: '',
  linquanId: '',
  warrantsArea: '',
  otherUser: '',
  wanderYear: '',
  mainTrees: '',
  deveReq: '',
  disMatters: '',
  productFiles: [],
} satisfies Partial<ListingContent>;

/**
 * The class-specific form → columns. It has no start: the listing opens when it is published
 * (`startTime` is the submission time until then). `price` holds 'free/万元' so that a card reads
 * the same for both forms.
 */
export function productContent(
  form: ListingProductFields,
  decided: { classGroup: number; areaName: string; startTime: Date },
): ListingContent {
  return {
    companyId: form.company_id,
    productName: form.product_name,
    firstCategory: decided.classGroup,
    secondCategory: form.product_classify,
    areaCode: form.area_code,
    areaName: decided.areaName,
    address: form.address,
    price: form.free ? withUnit(form.free, '万元') : '',
    quantity: form.amount,
    marginLevel: null,
    marginMoney: form.trade_m,
    startTime: decided.startTime,
    endTime: listingInstant(form.end_time, 'end', classFieldMessage('end_time')),
    contactsName: form.contant_name,
    contactsPhone: form.contant_mobile,
    productImages: [],
    productDesc: sanitizeHtml(form.product_desc),
    transferName: '',
    showTransferName: 1,
    transferType: null,
    transferIdcard: '',
    transferCode: '',
    showTransferCode: 1,
    internalDecisionType: null,
    payType: '',
    otherCondition: '',
    enrollFiles: [],
    transferee: '',
    importantContent: '',
    payDeadline: '',
    payMsg: '',
    accountName: '',
    openBank: '',
    account: '',
    marginMoneyMethod: '',
    disclosureFiles: [],
    noticeTime: '',
    potentialBuyer: null,
    noPotentialBuyer: '',
    pin: form.pin,
    free: form.free || null,
    amount: form.amount,
    tradeDeadline: form.trade_deadline,
    forestSeen: form.forest_seen,
    treeSeed: form.tree_seed,
    treeAmount: form.tree_amount,
    cfqx: form.cfqx,
    comTime: form.com_time,
    transfereeRe: form.transferee_re,
    internalRes: form.internal_res,
    tradeM: form.trade_m,
    linquanId: form.linquan_id,
    warrantsArea: form.warrants_area,
    otherUser: form.other_user,
    wanderYear: form.wander_year,
    mainTrees: form.main_trees,
    deveReq: form.deve_req,
    disMatters: form.dis_matters,
    productFiles: form.file,
  };
}

/** Files of a submission that become private when attached (images stay public). */
export const privateSrcsOf = (content: ListingContent) =>
  [...content.enrollFiles, ...content.disclosureFiles, ...content.productFiles].map((file) => file.src);

/** Every upload a submission refers to: all must be the submitter's own. */
export const uploadSrcsOf = (content: ListingContent) => [...content.productImages, ...privateSrcsOf(content)];

/** A pending revision as jsonb keeps its times as text; this is the one way back. */
export function revisionToJson(content: ListingContent): Record<string, unknown> {
  return { ...content, startTime: content.startTime.toISOString(), endTime: content.endTime.toISOString() };
}

export function revisionFromJson(json: Record<string, unknown>): ListingContent {
  // The keys are ListingContent's own (CONTENT_KEYS), written by revisionToJson.
  const content = Object.fromEntries(CONTENT_KEYS.map((key) => [key, json[key]])) as ListingContent;
  return {
    ...content,
    startTime: new Date(json.startTime as string),
    endTime: new Date(json.endTime as string),
  };
}

/** The row as its owner and reviewers see it: a pending revision laid over the reviewed content. */
export function withRevision<Row extends ListingContent & { pendingRevision: Record<string, unknown> | null }>(
  row: Row,
): Row {
  return row.pendingRevision ? { ...row, ...revisionFromJson(row.pendingRevision) } : row;
}
