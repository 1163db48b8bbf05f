import { Link } from 'react-router';
import {
  DEAL_METHOD_LABEL,
  formatAmount,
  formatWan,
  listingDetailPath,
  NEW_TYPE,
  type DealVerification,
} from '@jhy/contract';
import { formatChinaTime } from '../../components/chinaTime';
import { informationDetailPath } from '../../routing/portalPaths';
import { InfoTable } from '../trading';

/** The facts of a sale as the 成交确认书 prints them: the verification page and a dealt listing show these. */
export function DealFacts({ deal, withListingLink = false }: { deal: DealVerification; withListingLink?: boolean }) {
  return (
    <InfoTable
      label="成交结果"
      rows={[
        // '' when read by listing: the number is the 成交确认书 holder's (docs/bidding.md "The result").
        ...(deal.no ? [{ label: '验证编号', value: deal.no }] : []),
        {
          label: '项目名称',
          value: withListingLink ? (
            <Link to={listingDetailPath({ id: deal.listing_id, form_type: deal.form_type })}>{deal.product_name}</Link>
          ) : (
            deal.product_name
          ),
        },
        { label: '项目编号', value: deal.product_id },
        { label: '交易方式', value: DEAL_METHOD_LABEL[deal.method] },
        { label: '转让方', value: deal.seller_name },
        { label: '受让方', value: deal.buyer_name },
        { label: '成交数量', value: formatAmount(deal.quantity) },
        { label: '成交价格', value: formatWan(deal.price) },
        { label: '成交时间', value: formatChinaTime(deal.dealt_at) },
        {
          label: '成交公告',
          value: deal.announcement_id ? (
            <Link to={informationDetailPath(deal.announcement_id, NEW_TYPE.dealAnnouncement)}>查看成交公告</Link>
          ) : (
            '成交公告发布后可在此查看'
          ),
        },
      ]}
    />
  );
}
