import {
  formatAmount,
  LISTING_FORM,
  NO_BUYER_EXTEND,
  TRANSFER_TYPE_INDIVIDUAL,
  type ListingQueueRow,
} from '@jhy/contract';
import { reviewFields } from '../review/reviewFields';
import type { ReviewAttachment, ReviewSection } from '../review/reviewTypes';
import { consoleTime } from '../consoleTime';

/** Category names by id (transferor types, decision file types), from the category groups. */
export type CategoryName = (id: number | null) => string | undefined;

const imagesOf = (listing: ListingQueueRow): ReviewAttachment[] =>
  listing.product_img
    .split(',')
    .filter(Boolean)
    .map((src, index) => ({ name: `产品图片${index + 1}${src.slice(src.lastIndexOf('.'))}`, src }));

const yesNo = (flag: number) => (flag === 1 ? '公开' : '不公开');

/** Every field of a three-step (disclosure) listing, grouped as the portal's three tabs group them. */
function projectSections(listing: ListingQueueRow, categoryName: CategoryName): ReviewSection[] {
  const individual = listing.transfer_type === TRANSFER_TYPE_INDIVIDUAL;
  return [
    {
      title: '基本信息',
      fields: reviewFields(listing, {
        挂牌企业: 'company_name',
        产品名称: 'product_name',
        项目类型: 'second_category_name',
        产品所在地: 'area_name',
        挂牌价格: { value: formatAmount(listing.price) },
        挂牌数量: { value: formatAmount(listing.quantity) },
        项目咨询联系人: 'contacts_name',
        联系电话: 'contacts_phone',
        产品图片: { attachments: imagesOf(listing) },
      }),
    },
    {
      title: '转让方简况',
      fields: reviewFields(listing, {
        转让方名称: { value: `${listing.transfer_name}（${yesNo(listing.show_transfer_name)}）` },
        转让方类型: { value: categoryName(listing.transfer_type) ?? String(listing.transfer_type ?? '') },
        ...(individual
          ? { 身份证号码: { value: listing.transfer_idcard } }
          : { 统一社会信用代码: { value: `${listing.transfer_code}（${yesNo(listing.show_transfer_code)}）` } }),
        内部决策文件类型: {
          value: categoryName(listing.internal_decision_type) ?? String(listing.internal_decision_type ?? ''),
        },
      }),
    },
    {
      title: '交易条件与受让方资格',
      fields: reviewFields(listing, {
        价款支付方式: 'pay_type',
        价款支付期限: 'pay_deadline',
        价款支付说明: 'pay_msg',
        与交易相关其他条件: 'other_condition',
        重大事项及其他披露内容: 'important_content',
        受让方资格条件: 'transferee',
        报名提交材料: { attachments: listing.enroll_file },
      }),
    },
    {
      title: '保证金与挂牌信息',
      fields: reviewFields(listing, {
        保证金比例: { value: listing.margin_level ? `${listing.margin_level}%` : '' },
        保证金: { value: formatAmount(listing.margin_money, { zeroAsDash: true }) },
        保证金交纳方式: 'margin_money_method',
        收款账户: { value: `${listing.account_name} ${listing.open_bank} ${listing.account}` },
        披露附件: { attachments: listing.disclosure_file },
        挂牌时间: { value: `${consoleTime(listing.start_time)} 至 ${consoleTime(listing.end_time)}` },
        信息披露期: 'notice_time',
        未征集到意向受让方: {
          value:
            listing.potential_buyer === NO_BUYER_EXTEND ? `延长信息披露：${listing.nopotential_buyer}` : '信息披露终结',
        },
      }),
    },
  ];
}

/** Every field of a class-specific listing: the common ones, then whatever its class filled in. */
function productSections(listing: ListingQueueRow): ReviewSection[] {
  const classFields = reviewFields(listing, {
    详细地址: 'address',
    备案编号: 'pin',
    '挂牌价格（万元）': 'free',
    交易期限: 'trade_deadline',
    林地现状: 'forest_seen',
    树种: 'tree_seed',
    林木蓄积量: 'tree_amount',
    采伐期限: 'cfqx',
    完成时间: 'com_time',
    受让方要求: 'transferee_re',
    内部决议情况: 'internal_res',
    保证金: 'trade_m',
    林权证号: 'linquan_id',
    权证面积: 'warrants_area',
    其他权利人: 'other_user',
    流转年限: 'wander_year',
    主要树种: 'main_trees',
    开发要求: 'deve_req',
  });
  return [
    {
      title: '基本信息',
      fields: reviewFields(listing, {
        挂牌企业: 'company_name',
        产品类别: 'second_category_name',
        产品名称: 'product_name',
        所在地区: 'area_name',
        '数量/面积': 'amount',
        挂牌截止时间: { value: consoleTime(listing.end_time) },
        联系人: 'contant_name',
        联系电话: 'contant_mobile',
      }),
    },
    { title: '类别信息', fields: classFields.filter((field) => field.value) },
    {
      title: '其他',
      fields: reviewFields(listing, {
        披露事项: 'dis_matters',
        产品描述: 'product_desc',
        相关附件: { attachments: listing.file },
      }),
    },
  ];
}

/** What a reviewer reads: every submitted field and attachment, then the review so far. */
export function listingSections(listing: ListingQueueRow, categoryName: CategoryName): ReviewSection[] {
  const content =
    listing.form_type === LISTING_FORM.product ? productSections(listing) : projectSections(listing, categoryName);
  return [
    ...content,
    {
      title: '提交与审核',
      fields: reviewFields(listing, {
        项目编号: 'product_id',
        提交用户: 'user_mobile',
        初审通过人: 'first_reviewer_name',
        更新时间: { value: consoleTime(listing.update_time) },
        审核意见: 'remark',
      }),
    },
  ];
}
