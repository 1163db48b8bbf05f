import type { ListingBanner, ListingCard, ListingDetail, ListingForm } from '@jhy/contract';
import { formatChinaDateTime } from '../../infra/chinaTime.js';
import type { ListingCardRow, PublicListingRow } from './listingRepository.js';

/**
 * Rows → the wire shapes of docs/product.md §3, with the product's field names. This is the one place that
 * decides what of a listing leaves the server. `names` is every category's name by id
 * (`categoryNames`): a card shows its class's.
 */
export function toListingCard(row: ListingCardRow, names: Map<number, string>): ListingCard {
  const className = names.get(row.secondCategory) ?? '';
  return {
    id: row.id,
    product_id: row.productId,
    product_name: row.productName,
    product_img: row.productImages.join(','),
    first_category: row.firstCategory,
    second_category: row.secondCategory,
    second_category_name: className,
    classify_name: className,
    price: row.price,
    margin_money: row.marginMoney,
    start_time: formatChinaDateTime(row.startTime),
    end_time: formatChinaDateTime(row.endTime),
    area_name: row.areaName,
    enroll_status: row.enrollStatus,
    form_type: row.formType as ListingForm,
  };
}

export function toListingBanner(row: ListingCardRow, names: Map<number, string>): ListingBanner {
  const card = toListingCard(row, names);
  return {
    id: card.id,
    product_name: card.product_name,
    product_img: row.productImages[0] ?? '',
    classify_name: card.classify_name,
    price: card.price,
    end_time: card.end_time,
    area_name: card.area_name,
    enroll_status: card.enroll_status,
    form_type: card.form_type,
  };
}

/**
 * The disclosure form's trading conditions, payee account and disclosure outcome (docs/product.md
 * §3), as the public detail and the owner's own view both send them.
 */
export function toTradingTerms(
  l: Pick<
    PublicListingRow,
    | 'payType'
    | 'otherCondition'
    | 'transferee'
    | 'importantContent'
    | 'payDeadline'
    | 'payMsg'
    | 'accountName'
    | 'openBank'
    | 'account'
    | 'marginMoneyMethod'
    | 'noticeTime'
    | 'potentialBuyer'
    | 'noPotentialBuyer'
  >,
) {
  return {
    pay_type: l.payType,
    other_condition: l.otherCondition,
    transferee: l.transferee,
    important_content: l.importantContent,
    pay_deadline: l.payDeadline,
    pay_msg: l.payMsg,
    account_name: l.accountName,
    open_bank: l.openBank,
    account: l.account,
    margin_money_method: l.marginMoneyMethod,
    notice_time: l.noticeTime,
    potential_buyer: l.potentialBuyer,
    nopotential_buyer: l.noPotentialBuyer,
  };
}

/**
 * The class-specific form's fields (docs/product.md §3), as the public detail and the owner's own
 * view both send them.
 */
export function toClassFormFields(
  l: Pick<
    PublicListingRow,
    | 'amount'
    | 'tradeDeadline'
    | 'forestSeen'
    | 'treeSeed'
    | 'treeAmount'
    | 'cfqx'
    | 'comTime'
    | 'transfereeRe'
    | 'internalRes'
    | 'tradeM'
    | 'linquanId'
    | 'warrantsArea'
    | 'otherUser'
    | 'wanderYear'
    | 'mainTrees'
    | 'deveReq'
    | 'disMatters'
  >,
) {
  return {
    amount: l.amount,
    trade_deadline: l.tradeDeadline,
    forest_seen: l.forestSeen,
    tree_seed: l.treeSeed,
    tree_amount: l.treeAmount,
    cfqx: l.cfqx,
    com_time: l.comTime,
    transferee_re: l.transfereeRe,
    internal_res: l.internalRes,
    trade_m: l.tradeM,
    linquan_id: l.linquanId,
    warrants_area: l.warrantsArea,
    other_user: l.otherUser,
    wander_year: l.wanderYear,
    main_trees: l.mainTrees,
    deve_req: l.deveReq,
    dis_matters: l.disMatters,
  };
}

/**
 * An individual's ID number is personal data: even when the owner shows it, the public sees only
 * its region and last four characters, enough to recognise, not enough to misuse.
 */
export const maskIdCard = (id: string) =>
  id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : '';

export function toListingDetail(l: PublicListingRow, names: Map<number, string>): ListingDetail {
  const nameOf = (id: number | null) => (id === null ? '' : (names.get(id) ?? ''));
  // The detail's own fields first, the shared parts spread last: V8 adds each property written
  // after a spread on a path of its own, about 1.3 µs each, which had made this one call 100 µs of
  // a detail request (docs/performance.md "Spreads last"). The contract's schema orders the JSON.
  const detail: ListingDetail = {
    first_category_name: nameOf(l.firstCategory),
    address: l.address,
    area_code: l.areaCode,
    quantity: l.quantity,
    margin_level: l.marginLevel,
    contacts_name: l.contactsName,
    contacts_phone: l.contactsPhone,
    product_desc: l.productDesc,
    show_transfer_name: l.showTransferName,
    show_transfer_code: l.showTransferCode,
    transfer_type: l.transferType,
    transfer_type_name: nameOf(l.transferType),
    internal_decision_type: l.internalDecisionType,
    internal_decision_type_name: nameOf(l.internalDecisionType),
    // Names only: the files themselves are opened through a signed link by a logged-in user.
    disclosure_file: l.disclosureFiles.map((file, index) => ({ index, name: file.name })),
    pin: l.pin,
    free: l.free,
    ...toListingCard(l, names),
    ...toTradingTerms(l),
    ...toClassFormFields(l),
  };
  // A hidden transferor name or code is not sent at all (docs/product.md §2 show_transfer_name / _code).
  if (l.showTransferName === 1) {
    detail.transfer_name = l.transferName;
    detail.company_name = l.companyName;
  }
  if (l.showTransferCode === 1) {
    if (l.transferCode) detail.transfer_code = l.transferCode;
    if (l.transferIdcard) detail.transfer_idcard = maskIdCard(l.transferIdcard);
  }
  return detail;
}
