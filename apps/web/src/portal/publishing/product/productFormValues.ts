import dayjs, { type Dayjs } from 'dayjs';
import {
  CLASS_REQUIRED_FIELDS,
  listingProductSchema,
  type ClassField,
  type FileEntry,
  type ListingSubmissionView,
} from '@jhy/contract';
import { formFieldRule } from '../../../components/schemaRule';

const DATE_FORMAT = 'YYYY-MM-DD';
/** Class fields picked in a calendar ('请选择…'); every other one is typed ('请填写…'). */
export const DATE_CLASS_FIELDS: ReadonlySet<ClassField> = new Set(['end_time', 'com_time']);
/** Class fields that take a paragraph rather than a line. */
export const LONG_CLASS_FIELDS: ReadonlySet<ClassField> = new Set(['transferee_re', 'deve_req']);

type TextClassField = Exclude<ClassField, 'end_time' | 'com_time'>;

/** What the class-specific form's controls hold: the area as the cascader's path, dates as dayjs. */
export type ProductFormValues = Partial<Record<TextClassField, string>> & {
  company_id?: number;
  product_classify?: number;
  product_name?: string;
  area?: string[];
  area_name?: string;
  contant_name?: string;
  contant_mobile?: string;
  end_time?: Dayjs | null;
  com_time?: Dayjs | null;
  dis_matters?: string;
  product_desc?: string;
  file?: FileEntry[];
};

export type ProductField = keyof ProductFormValues & string;

/** The fields a class shows beyond the common ones (docs/product.md §5), in the contract's order. */
export const classFieldsOf = (classify: number | undefined): ClassField[] =>
  classify === undefined ? [] : (CLASS_REQUIRED_FIELDS[classify] ?? []);

const text = (value: string | undefined) => (value ?? '').trim();
const date = (value: Dayjs | null | undefined) => (value ? value.format(DATE_FORMAT) : '');

/**
 * What `Product/add` / `productEdit` receive (docs/product.md §3 wire names). Only the chosen class's own
 * fields are sent: a field of another class typed before the class changed is not part of it.
 */
export function toProductPayload(values: ProductFormValues, areaLabels?: string[]) {
  const own = new Set(classFieldsOf(values.product_classify));
  const classValue = (field: TextClassField) => (own.has(field) ? text(values[field]) : '');
  return {
    company_id: values.company_id ?? '',
    product_classify: values.product_classify ?? '',
    product_name: text(values.product_name),
    area_code: (values.area ?? []).join('/'),
    area_name: areaLabels?.join('/') ?? text(values.area_name),
    contant_name: text(values.contant_name),
    contant_mobile: text(values.contant_mobile),
    amount: text(values.amount),
    end_time: date(values.end_time),
    com_time: own.has('com_time') ? date(values.com_time) : '',
    address: classValue('address'),
    pin: classValue('pin'),
    free: classValue('free'),
    trade_deadline: classValue('trade_deadline'),
    forest_seen: classValue('forest_seen'),
    tree_seed: classValue('tree_seed'),
    tree_amount: classValue('tree_amount'),
    cfqx: classValue('cfqx'),
    transferee_re: classValue('transferee_re'),
    internal_res: classValue('internal_res'),
    trade_m: classValue('trade_m'),
    linquan_id: classValue('linquan_id'),
    warrants_area: classValue('warrants_area'),
    other_user: classValue('other_user'),
    wander_year: classValue('wander_year'),
    main_trees: classValue('main_trees'),
    deve_req: classValue('deve_req'),
    dis_matters: text(values.dis_matters),
    product_desc: text(values.product_desc),
    file: values.file ?? [],
  };
}
export type ProductPayload = ReturnType<typeof toProductPayload>;

export function toProductFormValues(stored: ListingSubmissionView): ProductFormValues {
  return {
    company_id: stored.company_id,
    product_classify: stored.product_classify,
    product_name: stored.product_name,
    area: stored.area_code ? stored.area_code.split('/') : undefined,
    area_name: stored.area_name,
    contant_name: stored.contant_name,
    contant_mobile: stored.contant_mobile,
    amount: stored.amount,
    end_time: stored.end_time ? dayjs(stored.end_time) : null,
    com_time: stored.com_time ? dayjs(stored.com_time) : null,
    address: stored.address,
    pin: stored.pin,
    free: stored.free,
    trade_deadline: stored.trade_deadline,
    forest_seen: stored.forest_seen,
    tree_seed: stored.tree_seed,
    tree_amount: stored.tree_amount,
    cfqx: stored.cfqx,
    transferee_re: stored.transferee_re,
    internal_res: stored.internal_res,
    trade_m: stored.trade_m,
    linquan_id: stored.linquan_id,
    warrants_area: stored.warrants_area,
    other_user: stored.other_user,
    wander_year: stored.wander_year,
    main_trees: stored.main_trees,
    deve_req: stored.deve_req,
    dis_matters: stored.dis_matters,
    product_desc: stored.product_desc,
    file: stored.file,
  };
}

/** A field's rule: the contract's class rules and their '请选择' / '请填写' messages (docs/product.md §5). */
export const productRule = (field: string, required = true) =>
  formFieldRule<ProductFormValues>(listingProductSchema, field, (values) => toProductPayload(values), { required });
