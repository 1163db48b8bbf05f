import type { ReactNode } from 'react';
import { formatAmount, NO_BUYER_EXTEND, type ListingDetail } from '@jhy/contract';
import type { SysConfigMap } from '../../../api/sysConfig';
import { SafeHtml } from '../../../components/SafeHtml';
import { formatChinaTime } from '../../../components/chinaTime';
import { DetailSection } from './DetailSection';
import { DisclosureFiles } from './DisclosureFiles';
import { InfoTable, type InfoRow } from './InfoTable';
import type { NavSection } from './SectionNav';

/** The nine sections of docs/product.md §2, in order; the side navigation scrolls to each. */
export const DISCLOSURE_SECTIONS: NavSection[] = [
  { id: 'subject', title: '标的信息' },
  { id: 'transferor', title: '转让方简况' },
  { id: 'conditions', title: '交易条件' },
  { id: 'margin', title: '保证金设置' },
  { id: 'files', title: '披露附件' },
  { id: 'listing', title: '挂牌信息' },
  { id: 'contact', title: '联系方式' },
  { id: 'notice', title: '交易须知' },
  { id: 'risk', title: '风险提示' },
];

const titleOf = (id: string) => DISCLOSURE_SECTIONS.find((section) => section.id === id)!.title;

function Section({ id, children }: { id: string; children: ReactNode }) {
  return (
    <DetailSection id={id} titleId={`${id}-title`} title={titleOf(id)}>
      {children}
    </DetailSection>
  );
}

/** A section whose table is labelled with the section's own title; `children` follow the table. */
function TableSection({ id, rows, children }: { id: string; rows: InfoRow[]; children?: ReactNode }) {
  return (
    <Section id={id}>
      <InfoTable label={titleOf(id)} rows={rows} />
      {children}
    </Section>
  );
}

const text = (value: string) => (value ? <span className="detail-text">{value}</span> : '');

/**
 * The tables of TradingDetailTwo with their show/hide rules (docs/product.md §2): the transferor's name and
 * credit code only where the owner shows them (the server leaves hidden ones out), the ID-card row
 * only when present, a deposit of 0 as '--', the trading notice only when configured.
 */
export function DisclosureSections({ listing, config }: { listing: ListingDetail; config: SysConfigMap | undefined }) {
  const notice = config?.trading_notice?.trim();
  const risk = config?.risk_warning?.trim();
  return (
    <>
      <TableSection
        id="subject"
        rows={[
          { label: '项目编号', value: listing.product_id },
          { label: '项目名称', value: listing.product_name },
          {
            label: '项目类型',
            value: [listing.first_category_name, listing.classify_name].filter(Boolean).join(' / '),
          },
          { label: '所在地区', value: listing.area_name.split('/').join(' ') },
          { label: '挂牌数量', value: formatAmount(listing.quantity) },
          { label: '挂牌价格', value: formatAmount(listing.price) },
        ]}
      >
        {listing.product_desc && <SafeHtml className="detail-description" html={listing.product_desc} />}
      </TableSection>

      <TableSection
        id="transferor"
        rows={[
          { label: '转让方名称', value: listing.transfer_name, hidden: listing.show_transfer_name !== 1 },
          { label: '转让方类型', value: listing.transfer_type_name },
          {
            label: '统一社会信用代码',
            value: listing.transfer_code,
            hidden: listing.show_transfer_code !== 1 || !listing.transfer_code,
          },
          { label: '身份证号码', value: listing.transfer_idcard, hidden: !listing.transfer_idcard },
          { label: '内部决策文件类型', value: listing.internal_decision_type_name },
        ]}
      />

      <TableSection
        id="conditions"
        rows={[
          { label: '价款支付方式', value: text(listing.pay_type), wide: true },
          { label: '价款支付期限', value: listing.pay_deadline },
          { label: '价款支付说明', value: text(listing.pay_msg), wide: true },
          { label: '与交易相关的其他条件', value: text(listing.other_condition), wide: true },
          { label: '受让方资格条件', value: text(listing.transferee), wide: true },
          { label: '重大事项及其他披露内容', value: text(listing.important_content), wide: true },
        ]}
      />

      <TableSection
        id="margin"
        rows={[
          { label: '保证金金额', value: formatAmount(listing.margin_money, { zeroAsDash: true }) },
          {
            label: '保证金比例',
            value: listing.margin_level && Number(listing.margin_level) > 0 ? `${Number(listing.margin_level)}%` : '',
          },
          { label: '收款账户名称', value: listing.account_name },
          { label: '开户银行', value: listing.open_bank },
          { label: '收款账号', value: listing.account },
          { label: '交纳截止时间', value: formatChinaTime(listing.end_time) },
          { label: '交纳方式', value: text(listing.margin_money_method), wide: true },
        ]}
      />

      <Section id="files">
        <DisclosureFiles listingId={listing.id} files={listing.disclosure_file} />
      </Section>

      <TableSection
        id="listing"
        rows={[
          { label: '挂牌开始时间', value: formatChinaTime(listing.start_time) },
          { label: '挂牌截止时间', value: formatChinaTime(listing.end_time) },
          { label: '信息披露期', value: listing.notice_time },
          {
            label: '未征集到意向受让方',
            value:
              listing.potential_buyer === NO_BUYER_EXTEND
                ? text(`延长信息披露：${listing.nopotential_buyer}`)
                : listing.potential_buyer === null
                  ? ''
                  : '终结信息披露',
            wide: true,
          },
        ]}
      />

      <TableSection
        id="contact"
        rows={[
          { label: '项目咨询联系人', value: listing.contacts_name },
          { label: '联系电话', value: listing.contacts_phone },
        ]}
      />

      {notice && (
        <Section id="notice">
          <SafeHtml className="detail-notice" html={notice} />
        </Section>
      )}

      <Section id="risk">
        {risk ? <SafeHtml className="detail-notice" html={risk} /> : <p className="detail-muted">--</p>}
      </Section>
    </>
  );
}
