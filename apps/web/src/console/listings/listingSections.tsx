import {
  formatAmount,
  LISTING_FORM,
  NO_BUYER_EXTEND,
  TRANSFER_TYPE_INDIVIDUAL,
  type ListingQueueRow,
} from '@jhy/contract';
import type { ReviewAttachment, ReviewSection } from '../review/reviewTypes';

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
      fields: [
        { label: '挂牌企业', value: listing.company_name },
        { label: '产品名称', value: listing.product_name },
        { label: '项目类型', value: listing.second_category_name },
        { label: '产品所在地', value: listing.area_name },
        { label: '挂牌价格', value: formatAmount(listing.price) },
        { label: '挂牌数量', value: formatAmount(listing.quantity) },
        { label: '项目咨询联系人', value: listing.contacts_name },
        { label: '联系电话', value: listing.contacts_phone },
        { label: '产品图片', attachments: imagesOf(listing) },
      ],
    },
    {
      title: '转让方简况',
      fields: [
        { label: '转让方名称', value: `${listing.transfer_name}（${yesNo(listing.show_transfer_name)}）` },
        { label: '转让方类型', value: categoryName(listing.transfer_type) ?? String(listing.transfer_type ?? '') },
        individual
          ? { label: '身份证号码', value: listing.transfer_idcard }
          : {
              label: '统一社会信用代码',
              value: `${listing.transfer_code}（${yesNo(listing.show_transfer_code)}）`,
            },
        {
          label: '内部决策文件类型',
          value: categoryName(listing.internal_decision_type) ?? String(listing.internal_decision_type ?? ''),
        },
      ],
    },
    {
      title: '交易条件与受让方资格',
      fields: [
        { label: '价款支付方式', value: listing.pay_type },
        { label: '价款支付期限', value: listing.pay_deadline },
        { label: '价款支付说明', value: listing.pay_msg },
        { label: '与交易相关其他条件', value: listing.other_condition },
        { label: '重大事项及其他披露内容', value: listing.important_content },
        { label: '受让方资格条件', value: listing.transferee },
        { label: '报名提交材料', attachments: listing.enroll_file },
      ],
    },
    {
      title: '保证金与挂牌信息',
      fields: [
        { label: '保证金比例', value: listing.margin_level ? `${listing.margin_level}%` : '' },
        { label: '保证金', value: formatAmount(listing.margin_money, { zeroAsDash: true }) },
        { label: '保证金交纳方式', value: listing.margin_money_method },
        { label: '收款账户', value: `${listing.account_name} ${listing.open_bank} ${listing.account}` },
        { label: '披露附件', attachments: listing.disclosure_file },
        { label: '挂牌时间', value: `${listing.start_time} 至 ${listing.end_time}` },
        { label: '信息披露期', value: listing.notice_time },
        {
          label: '未征集到意向受让方',
          value:
            listing.potential_buyer === NO_BUYER_EXTEND ? `延长信息披露：${listing.nopotential_buyer}` : '信息披露终结',
        },
      ],
    },
  ];
}

/** Every field of a class-specific listing: the common ones, then whatever its class filled in. */
function productSections(listing: ListingQueueRow): ReviewSection[] {
  const classFields: [string, string][] = [
    ['详细地址', listing.address],
    ['备案编号', listing.pin],
    ['挂牌价格（万元）', listing.free],
    ['交易期限', listing.trade_deadline],
    ['林地现状', listing.forest_seen],
    ['树种', listing.tree_seed],
    ['林木蓄积量', listing.tree_amount],
    ['采伐期限', listing.cfqx],
    ['完成时间', listing.com_time],
    ['受让方要求', listing.transferee_re],
    ['内部决议情况', listing.internal_res],
    ['保证金', listing.trade_m],
    ['林权证号', listing.linquan_id],
    ['权证面积', listing.warrants_area],
    ['其他权利人', listing.other_user],
    ['流转年限', listing.wander_year],
    ['主要树种', listing.main_trees],
    ['开发要求', listing.deve_req],
  ];
  return [
    {
      title: '基本信息',
      fields: [
        { label: '挂牌企业', value: listing.company_name },
        { label: '产品类别', value: listing.second_category_name },
        { label: '产品名称', value: listing.product_name },
        { label: '所在地区', value: listing.area_name },
        { label: '数量/面积', value: listing.amount },
        { label: '挂牌截止时间', value: listing.end_time },
        { label: '联系人', value: listing.contant_name },
        { label: '联系电话', value: listing.contant_mobile },
      ],
    },
    {
      title: '类别信息',
      fields: classFields.filter(([, value]) => value).map(([label, value]) => ({ label, value })),
    },
    {
      title: '其他',
      fields: [
        { label: '披露事项', value: listing.dis_matters },
        { label: '产品描述', value: listing.product_desc },
        { label: '相关附件', attachments: listing.file },
      ],
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
      fields: [
        { label: '项目编号', value: listing.product_id },
        { label: '提交用户', value: listing.user_mobile },
        { label: '初审通过人', value: listing.first_reviewer_name },
        { label: '更新时间', value: listing.update_time },
        { label: '审核意见', value: listing.remark },
      ],
    },
  ];
}
