import { z } from 'zod';
import { CONSOLE_API } from '../console.js';
import {
  listingConsoleIdSchema,
  listingDealSchema,
  listingEndSchema,
  listingExtendSchema,
  listingOperationsQuerySchema,
  listingQueueQuerySchema,
} from '../listingConsole.js';
import {
  listingProductEditSchema,
  listingProductSchema,
  listingProjectEditSchema,
  listingProjectSchema,
  myListingsQuerySchema,
} from '../listingRules.js';
import { API } from '../routes.js';
import { LISTING_TRANSACTION, type ListingTransactionState } from '../listingTransaction.js';
import { reviewDecisionRoute } from './console.js';
import {
  consoleRoutes,
  OWN_LIST,
  type OwnerRule,
  ownParent,
  ownRecord,
  pageOf,
  reviewerRoutes,
  routeGroup,
  SELF_ANSWERED,
  USER,
} from './defineRoute.js';
import { classFormFieldsSchema, enrollStatus, formType, paymentTermsSchema } from './trading.js';
import { int, servedFileSchema, text } from './fields.js';

const owners = routeGroup('listings', USER);
const operators = consoleRoutes('listings.operate');

/** A listing as its owner and the reviewers read it: every field of both forms, and where it stands. */
export const submissionSchema = z.object({
  id: int,
  product_id: text,
  form_type: formType,
  company_id: int,
  /** The enterprise's name: as reviewed once public, the enterprise's current name before that. */
  company_name: text,
  product_name: text,
  first_category: int,
  second_category: int,
  second_category_name: text,
  area_name: text,
  area_code: text,
  address: text,
  price: text,
  quantity: text,
  margin_level: text.nullable(),
  margin_money: text,
  start_time: text,
  end_time: text,
  contacts_name: text,
  contacts_phone: text,
  /** Comma-joined image paths. */
  product_img: text,
  // three-step form
  transfer_name: text,
  show_transfer_name: int,
  transfer_type: int.nullable(),
  transfer_idcard: text,
  transfer_code: text,
  show_transfer_code: int,
  internal_decision_type: int.nullable(),
  pay_type: text,
  other_condition: text,
  enroll_file: z.array(servedFileSchema),
  ...paymentTermsSchema.shape,
  disclosure_file: z.array(servedFileSchema),
  notice_time: text,
  potential_buyer: int.nullable(),
  nopotential_buyer: text,
  margin_money_method: text,
  // class-specific form (product_classify = second_category, contant_* = contacts_*)
  product_classify: int,
  contant_name: text,
  contant_mobile: text,
  pin: text,
  free: text,
  ...classFormFieldsSchema.shape,
  product_desc: text,
  file: z.array(servedFileSchema),
  // review and publication
  audit_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  audit_type: z.union([z.literal(1), z.literal(2)]),
  /** The reviewer's remark on a rejection (shown on a rejected row). */
  remark: text,
  /** A reviewed version is public (it may differ from these values while a change waits for review). */
  is_public: z.boolean(),
  /** The public enrolment status; null while never published. */
  enroll_status: enrollStatus.nullable(),
  create_time: text,
  update_time: text,
});

export const queueRowSchema = submissionSchema.extend({
  user_mobile: text,
  /** The version the reviewer read; send it back with a decision. */
  version: text,
  /** Who passed the first review (the re-review must be someone else); null before that. */
  first_reviewer_id: int.nullable(),
  first_reviewer_name: text,
});

/**
 * A public listing on the operations page: the queue row and its transaction state by name
 * (LISTING_TRANSACTION), from which the page offers only the operations the table allows.
 */
export const operationsRowSchema = queueRowSchema.extend({
  transaction_state: z.enum(['inReview', ...LISTING_TRANSACTION.states] as ['inReview', ...ListingTransactionState[]]),
});

/** What a review decision answers: where the listing now stands. */
const decisionSnapshotSchema = z.object({
  audit_status: int,
  audit_type: int,
  remark: text,
  is_public: z.boolean(),
  first_reviewed_by: int.nullable(),
});

/**
 * One of the owner's forms, new under one of the caller's enterprises or an edit of one of the
 * caller's listings: it answers the submission as it now stands.
 */
const ownerRoute = <const Path extends string, Input extends z.ZodType>(
  path: Path,
  summary: string,
  input: Input,
  owner: OwnerRule,
) => owners.write({ path, summary, input, output: submissionSchema, owner });
const UNDER_OWN_ENTERPRISE = ownParent('enterprise', 'company_id');
const OWN_LISTING = ownRecord('listing');

/** `recordDeal` answers the listing as it now stands, the deal row and the draft announcement. */
export const listingDealResultSchema = z.object({
  listing: queueRowSchema,
  deal_id: int,
  /** The draft deal announcement (news type 22) for an editor to publish. */
  news_id: int,
});

/** Publishing (docs/lifecycles.md "Listing"): the owner's forms and list, the review queue, the operations. */
export const listingsApi = {
  addProject: ownerRoute(
    API.addProject,
    '发布挂牌项目（三步表单；提交后待初审）',
    listingProjectSchema,
    UNDER_OWN_ENTERPRISE,
  ),
  productAdd: ownerRoute(
    API.productAdd,
    '发布分类挂牌产品（按 product_classify；提交后待初审）',
    listingProductSchema,
    UNDER_OWN_ENTERPRISE,
  ),
  editProject: ownerRoute(API.editProject, '修改挂牌项目（重新进入初审）', listingProjectEditSchema, OWN_LISTING),
  productEdit: ownerRoute(API.productEdit, '修改分类挂牌产品（重新进入初审）', listingProductEditSchema, OWN_LISTING),
  myListings: owners.read({
    owner: OWN_LIST,
    path: API.myListings,
    summary: '我的挂牌项目（分页、按名称搜索）',
    input: myListingsQuerySchema,
    output: pageOf(submissionSchema),
  }),
  listingQueue: reviewerRoutes.read({
    path: CONSOLE_API.listingQueue,
    summary: '挂牌项目审核队列（按审核状态、初审/复审、名称筛选，分页）',
    input: listingQueueQuerySchema,
    output: pageOf(queueRowSchema),
  }),
  listingQueueDetail: reviewerRoutes.read({
    path: CONSOLE_API.listingDetail,
    summary: '挂牌项目审核详情（全部字段与附件）',
    input: listingConsoleIdSchema,
    output: queueRowSchema,
  }),
  listingDecide: reviewDecisionRoute(
    CONSOLE_API.listingDecide,
    '挂牌项目审核：通过（初审 → 复审 → 公开）/ 驳回（须填写意见）；复审须由另一位审核员进行',
    decisionSnapshotSchema,
  ),
  listingOperations: operators.read({
    path: CONSOLE_API.listingOperations,
    summary: '已公开的挂牌项目（成交登记、结束、延期；各项目的交易状态）',
    input: listingOperationsQuerySchema,
    output: pageOf(operationsRowSchema),
  }),
  listingRecordDeal: operators.write({
    path: CONSOLE_API.listingRecordDeal,
    summary: '登记成交（已成交；计入成交统计；生成成交公告草稿）',
    input: listingDealSchema,
    output: listingDealResultSchema,
  }),
  listingDealExport: operators.read({
    path: CONSOLE_API.listingDealExport,
    summary: '导出成交（按产品名称筛选的平台成交，.xlsx：中文表头、金额为数值、北京时间）',
    input: listingOperationsQuerySchema,
    output: SELF_ANSWERED,
  }),
  listingEnd: operators.write({
    path: CONSOLE_API.listingEnd,
    summary: '结束挂牌项目（已结束）',
    input: listingEndSchema,
    output: queueRowSchema,
  }),
  listingExtend: operators.write({
    path: CONSOLE_API.listingExtend,
    summary: '延长信息披露期（仅限选择“延长信息披露”的项目）',
    input: listingExtendSchema,
    output: queueRowSchema,
  }),
};

/**
 * A listing as its owner and its reviewers see it: every field of the form it came from, with the
 * product's wire names, so that the edit dialog can be filled from it (docs/product.md §3 "List rows add
 * product_id, audit_status, audit_type, second_category_name"). price, quantity and margin_money are
 * 'number/unit' as stored (split them with `splitAmount`). Enrolment, disclosure and class files are
 * private: each carries `url`, a signed link that opens it for a while.
 *
 * When a public listing has been edited and its change waits for review, these are the values
 * submitted for review; the public pages keep showing the reviewed ones until both reviews pass.
 */
export type ListingSubmissionView = z.output<typeof submissionSchema>;
/** A row of the console's listing queue or operations page. */
export type ListingQueueRow = z.output<typeof queueRowSchema>;
/** A listing of the operations page, with its transaction state (docs/lifecycles.md). */
export type ListingOperationsRow = z.output<typeof operationsRowSchema>;
/** `recordDeal` answers the listing as it now stands, the deal row and the draft announcement. */
export type ListingDealResult = z.output<typeof listingDealResultSchema>;

/** A row of myAccount tab 3 (`/index/User/product`). */
export type MyListingRow = ListingSubmissionView;

/** `/index/User/product`: `data.total`, `data.data`. */
export interface MyListingsPage {
  total: number;
  data: MyListingRow[];
}
