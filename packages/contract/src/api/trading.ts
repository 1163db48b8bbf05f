import { z } from 'zod';
import { commonMessages } from '../messages.js';
import type { FirstPaintPicture } from '../pictures.js';
import { API } from '../routes.js';
import {
  attachmentDownloadQuerySchema,
  attachmentLinkQuerySchema,
  listingIdSchema,
  listingListQuerySchema,
} from '../tradingQueries.js';
import { defineRoute, pageOf, PUBLIC, PUBLIC_RECORD, routeGroup, SELF_ANSWERED } from './defineRoute.js';
import { int, signedLinkSchema, text } from './fields.js';

/** enroll_status (ENROLL_STATUS) and form_type (LISTING_FORM), the same in every view of a listing. */
export const enrollStatus = z.literal([0, 1, 2, 3, 4]);
export const formType = z.literal([1, 2]);

/** A listed project card (docs/product.md §3), for the trading center and the home page. */
export const listingCardSchema = z.object({
  id: int,
  product_id: text,
  product_name: text,
  /** Comma-joined image paths; the first is the cover. */
  product_img: text,
  first_category: int,
  second_category: int,
  second_category_name: text,
  classify_name: text,
  /** 'number/unit'. */
  price: text,
  margin_money: text,
  start_time: text,
  end_time: text,
  area_name: text,
  enroll_status: enrollStatus,
  form_type: formType,
});

/** A disclosure attachment as the public detail lists it: its name only, never its path. */
export const disclosureFileSchema = z.object({
  index: int,
  name: text,
});

/** The transfer terms and the payee account (docs/product.md §3), the same in every view of a listing. */
export const paymentTermsSchema = z.object({
  transferee: text,
  important_content: text,
  pay_deadline: text,
  pay_msg: text,
  account_name: text,
  open_bank: text,
  account: text,
});

/** The class-specific form's text fields (docs/product.md §3), the same in every view of a listing. */
export const classFormFieldsSchema = z.object({
  amount: text,
  trade_deadline: text,
  forest_seen: text,
  tree_seed: text,
  tree_amount: text,
  cfqx: text,
  com_time: text,
  transferee_re: text,
  internal_res: text,
  trade_m: text,
  linquan_id: text,
  warrants_area: text,
  other_user: text,
  wander_year: text,
  main_trees: text,
  deve_req: text,
  dis_matters: text,
});
const nullableText = text.nullable();
const nullableInt = int.nullable();

/**
 * The full detail (docs/product.md §3 Listing detail). `transfer_name` (with `company_name`) / `transfer_code` /
 * `transfer_idcard` are absent when the owner chose to hide them: the server never sends a hidden value.
 */
export const listingDetailSchema = listingCardSchema.extend({
  first_category_name: text,
  address: text,
  area_code: text,
  quantity: text,
  margin_level: nullableText,
  contacts_name: text,
  contacts_phone: text,
  product_desc: text,
  show_transfer_name: int,
  show_transfer_code: int,
  // Absent when the owner hides them: the server never sends a hidden value.
  transfer_name: text.optional(),
  transfer_type: nullableInt,
  transfer_type_name: text,
  transfer_code: text.optional(),
  transfer_idcard: text.optional(),
  internal_decision_type: nullableInt,
  internal_decision_type_name: text,
  pay_type: text,
  other_condition: text,
  ...paymentTermsSchema.shape,
  margin_money_method: text,
  disclosure_file: z.array(disclosureFileSchema),
  notice_time: text,
  potential_buyer: nullableInt,
  nopotential_buyer: text,
  // class-specific product
  pin: text,
  free: nullableText,
  ...classFormFieldsSchema.shape,
  /** The publishing enterprise; hidden with the transferor name. */
  company_name: text.optional(),
});

/** A carousel slide of the trading center: the listing's first picture and what a card says. */
export const listingBannerSchema = listingCardSchema.pick({
  id: true,
  product_name: true,
  product_img: true,
  classify_name: true,
  price: true,
  end_time: true,
  area_name: true,
  enroll_status: true,
  form_type: true,
});

export const attachmentLinkSchema = signedLinkSchema({ name: text });

export const firstPaintPictureSchema = z.object({
  src: text,
  srcSet: text.optional(),
  sizes: text,
  width: int,
  height: int,
  frame: z.array(text),
  box: text,
}) satisfies z.ZodType<FirstPaintPicture>;

const tag = 'trading';
const anyone = routeGroup(tag, PUBLIC);

/**
 * The trading center's calls: listed projects, their detail, the carousel, and the
 * disclosure attachments that only a logged-in user may open.
 */
export const tradingApi = {
  listingList: anyone.read({
    path: API.listingList,
    summary: '挂牌项目列表（分页；项目类型、报名状态、名称筛选）',
    input: listingListQuerySchema,
    output: pageOf(listingCardSchema),
  }),
  listingCheck: anyone.read({
    path: API.listingCheck,
    summary: '挂牌项目详情',
    input: listingIdSchema,
    output: listingDetailSchema,
  }),
  listingBanner: anyone.read({
    path: API.listingBanner,
    summary: '交易中心轮播（最多 5 条）',
    output: z.array(listingBannerSchema),
  }),
  listingFirstPicture: anyone.read({
    path: API.listingFirstPicture,
    summary: '详情页首屏图片（index.html 在应用加载前绘制；无图为 null）',
    input: listingIdSchema,
    output: firstPaintPictureSchema.nullable(),
  }),
  listingAttachmentLink: defineRoute({
    // A public listing's attachments open to any signed-in user; a listing not public, to no one here.
    owner: PUBLIC_RECORD,
    path: API.listingAttachmentLink,
    kind: 'read',
    // The portal's own message for a visitor without a token ('需登录后…'); an expired token is still "session expired".
    access: { who: 'user', anonymousMessage: commonMessages.attachmentNeedsLogin },
    tag,
    summary: '披露附件的短时签名链接（需登录）',
    input: attachmentLinkQuerySchema,
    output: attachmentLinkSchema,
  }),
  listingAttachment: anyone.read({
    path: API.listingAttachment,
    summary: '按签名链接下载披露附件（签名即凭证，无需登录）',
    input: attachmentDownloadQuerySchema,
    output: SELF_ANSWERED,
  }),
};

/** A listed project card (docs/product.md §3), for the trading center and the home page. */
export type ListingCard = z.output<typeof listingCardSchema>;
/** A disclosure attachment as the public detail lists it: its name only, never its path. */
export type DisclosureFileView = z.output<typeof disclosureFileSchema>;
/** The transfer terms and the exchange's payee account (docs/product.md §3), the same in every view of a listing. */
export type PaymentTermsFields = z.output<typeof paymentTermsSchema>;
/** The class-specific form's text fields (docs/product.md §3), the same in every view of a listing. */
export type ClassFormFields = z.output<typeof classFormFieldsSchema>;
/** The full detail (docs/product.md §3 Listing detail); hidden transferor fields are absent. */
export type ListingDetail = z.output<typeof listingDetailSchema>;
/** A carousel slide of the trading center: the listing's first picture and what a card says. */
export type ListingBanner = z.output<typeof listingBannerSchema>;
export type AttachmentLink = z.output<typeof attachmentLinkSchema>;
