import dayjs, { type Dayjs } from 'dayjs';
import {
  listingProjectSchema,
  marginMoneyOf,
  NO_BUYER_END,
  splitAmount,
  type FileEntry,
  type ListingSubmissionView,
} from '@jhy/contract';
import { formFieldRule } from '../../../components/schemaRule';

/** The listing dates as the product (docs/product.md) keeps them (§9: yyyy-MM-dd); the notice period joins two with ' 至 '. */
export const DATE_FORMAT = 'YYYY-MM-DD';
const NOTICE_SEPARATOR = ' 至 ';

/** What the three-step form's controls hold: dates as dayjs, files as lists, the notice period as a range. */
export interface ProjectFormValues {
  company_id?: number;
  product_name?: string;
  first_category?: number;
  second_category?: number;
  area_name?: string;
  price?: number | null;
  price_unit?: string;
  quantity?: number | null;
  quantity_unit?: string;
  margin_level?: number | null;
  margin_money?: number | null;
  margin_money_unit?: string;
  start_time?: Dayjs | null;
  end_time?: Dayjs | null;
  contacts_name?: string;
  contacts_phone?: string;
  product_img?: string[];
  transfer_name?: string;
  show_transfer_name?: boolean;
  transfer_type?: number;
  transfer_idcard?: string;
  transfer_code?: string;
  show_transfer_code?: boolean;
  internal_decision_type?: number;
  pay_type?: string;
  other_condition?: string;
  enroll_file?: FileEntry[];
  transferee?: string;
  important_content?: string;
  pay_deadline?: string;
  pay_msg?: string;
  account_name?: string;
  open_bank?: string;
  account?: string;
  disclosure_file?: FileEntry[];
  notice_time?: [Dayjs | null, Dayjs | null] | null;
  potential_buyer?: number;
  nopotential_buyer?: string;
  margin_money_method?: string;
}

export type ProjectField = keyof ProjectFormValues & string;

const text = (value: string | undefined) => (value ?? '').trim();
const date = (value: Dayjs | null | undefined) => (value ? value.format(DATE_FORMAT) : '');
const amount = (value: number | null | undefined) => (value === null || value === undefined ? '' : value);

/**
 * What `addProject` / `editProject` receive (docs/product.md §3 wire names). The margin money sent is the
 * percentage's figure when one is given; the server computes it again and keeps its own.
 */
export function toProjectPayload(values: ProjectFormValues) {
  const [noticeStart, noticeEnd] = values.notice_time ?? [null, null];
  const marginLevel = values.margin_level ?? undefined;
  return {
    company_id: values.company_id ?? '',
    product_name: text(values.product_name),
    first_category: values.first_category ?? '',
    second_category: values.second_category ?? '',
    area_name: text(values.area_name),
    price: amount(values.price),
    price_unit: text(values.price_unit),
    quantity: amount(values.quantity),
    quantity_unit: text(values.quantity_unit),
    margin_level: marginLevel,
    margin_money: amount(values.margin_money),
    margin_money_unit: text(values.margin_money_unit),
    start_time: date(values.start_time),
    end_time: date(values.end_time),
    contacts_name: text(values.contacts_name),
    contacts_phone: text(values.contacts_phone),
    product_img: values.product_img ?? [],
    transfer_name: text(values.transfer_name),
    show_transfer_name: values.show_transfer_name === false ? 0 : 1,
    transfer_type: values.transfer_type ?? '',
    transfer_idcard: text(values.transfer_idcard),
    transfer_code: text(values.transfer_code),
    show_transfer_code: values.show_transfer_code === false ? 0 : 1,
    internal_decision_type: values.internal_decision_type ?? '',
    pay_type: text(values.pay_type),
    other_condition: text(values.other_condition),
    enroll_file: values.enroll_file ?? [],
    transferee: text(values.transferee),
    important_content: text(values.important_content),
    pay_deadline: text(values.pay_deadline),
    pay_msg: text(values.pay_msg),
    account_name: text(values.account_name),
    open_bank: text(values.open_bank),
    account: text(values.account),
    disclosure_file: values.disclosure_file ?? [],
    notice_time: noticeStart && noticeEnd ? `${date(noticeStart)}${NOTICE_SEPARATOR}${date(noticeEnd)}` : '',
    potential_buyer: values.potential_buyer ?? '',
    nopotential_buyer: text(values.nopotential_buyer),
    margin_money_method: text(values.margin_money_method),
  };
}
export type ProjectPayload = ReturnType<typeof toProjectPayload>;

/** A stored listing (as the owner's list answers it) back into the form: 'number/unit' split, dates parsed. */
export type StoredProject = ListingSubmissionView;

const numberOrNull = (value: string) => (value === '' || Number.isNaN(Number(value)) ? null : Number(value));
const parsedDate = (value: string | null | undefined) => (value ? dayjs(value) : null);

export function toProjectFormValues(stored: StoredProject): ProjectFormValues {
  const price = splitAmount(stored.price);
  const quantity = splitAmount(stored.quantity);
  const margin = splitAmount(stored.margin_money);
  const [noticeStart, noticeEnd] = (stored.notice_time ?? '').split(NOTICE_SEPARATOR);
  const images = stored.product_img.split(',').filter(Boolean);
  return {
    company_id: stored.company_id,
    product_name: stored.product_name,
    first_category: stored.first_category,
    second_category: stored.second_category,
    area_name: stored.area_name,
    price: numberOrNull(price.value),
    price_unit: price.unit,
    quantity: numberOrNull(quantity.value),
    quantity_unit: quantity.unit,
    margin_level: stored.margin_level === null || stored.margin_level === '' ? null : Number(stored.margin_level),
    margin_money: numberOrNull(margin.value),
    margin_money_unit: margin.unit,
    start_time: parsedDate(stored.start_time),
    end_time: parsedDate(stored.end_time),
    contacts_name: stored.contacts_name,
    contacts_phone: stored.contacts_phone,
    product_img: images,
    transfer_name: stored.transfer_name,
    show_transfer_name: stored.show_transfer_name !== 0,
    transfer_type: stored.transfer_type ?? undefined,
    transfer_idcard: stored.transfer_idcard,
    transfer_code: stored.transfer_code,
    show_transfer_code: stored.show_transfer_code !== 0,
    internal_decision_type: stored.internal_decision_type ?? undefined,
    pay_type: stored.pay_type,
    other_condition: stored.other_condition,
    enroll_file: stored.enroll_file,
    transferee: stored.transferee,
    important_content: stored.important_content,
    pay_deadline: stored.pay_deadline,
    pay_msg: stored.pay_msg,
    account_name: stored.account_name,
    open_bank: stored.open_bank,
    account: stored.account,
    disclosure_file: stored.disclosure_file,
    notice_time: noticeStart && noticeEnd ? [parsedDate(noticeStart), parsedDate(noticeEnd)] : null,
    potential_buyer: stored.potential_buyer ?? NO_BUYER_END,
    nopotential_buyer: stored.nopotential_buyer,
    margin_money_method: stored.margin_money_method,
  };
}

/** Margin money for a price and a percentage, or undefined while either is missing (docs/product.md §4). */
export function marginMoneyFor(price: number | null | undefined, level: number | null | undefined) {
  if (price === null || price === undefined || level === null || level === undefined) return undefined;
  return marginMoneyOf(price, level);
}

/**
 * Each field's rule: the contract schema parses the whole form as the server will receive it and
 * the field shows the issue filed under its name — its own message and the cross-field ones
 * (ID number for an individual, the extension text for 6, the end after the start).
 */
const OPTIONAL: ReadonlySet<ProjectField> = new Set([
  'margin_level',
  'nopotential_buyer',
  'transfer_idcard',
  'transfer_code',
]);
export const projectRule = (field: ProjectField) =>
  formFieldRule<ProjectFormValues>(listingProjectSchema, field, toProjectPayload, { required: !OPTIONAL.has(field) });
