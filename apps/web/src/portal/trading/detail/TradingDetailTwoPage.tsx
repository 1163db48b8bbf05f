import { formatAmount, LISTING_FORM, type ListingDetail } from '@jhy/contract';
import { EnrollStatusBadge } from '../../../components/EnrollStatusBadge';
import { FactList, listingPriceFacts } from '../../../components/FactList';
import { useSysConfig } from '../../../api/sysConfig';
import { DISCLOSURE_SECTIONS, DisclosureSections } from './DisclosureSections';
import { ListingGallery } from './ListingGallery';
import { ListingDetailFrame } from './ListingDetailFrame';
import { SectionNav } from './SectionNav';
import '../trading.css';

function Summary({ listing }: { listing: ListingDetail }) {
  return (
    <div className="detail-summary">
      <h1 className="detail-summary__title">{listing.product_name}</h1>
      <ul className="detail-summary__tags" aria-label="项目标签">
        {[listing.first_category_name, listing.classify_name, listing.area_name.split('/')[1]]
          .filter(Boolean)
          .map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
      </ul>
      <p className="detail-summary__status">
        <EnrollStatusBadge status={listing.enroll_status} className="status-badge" />
        <span className="detail-summary__code">项目编号：{listing.product_id}</span>
      </p>
      <FactList
        className="detail-summary__facts"
        facts={[
          ...listingPriceFacts(listing, 'detail-summary__price'),
          // To the minute: the deadline's hour is the exchange's rule (docs/lifecycles.md "Deadlines").
          { term: '报名截止', value: listing.end_time.slice(0, 16) },
          { term: '挂牌数量', value: formatAmount(listing.quantity) },
          { term: '联系人', value: listing.contacts_name || '--' },
          { term: '联系电话', value: listing.contacts_phone || '--' },
        ]}
      />
    </div>
  );
}

/** /main/TradingDetailTwo?id: a disclosure-style project (docs/product.md §2). */
export default function TradingDetailTwoPage() {
  const config = useSysConfig();
  const sections = DISCLOSURE_SECTIONS.filter(
    (section) => section.id !== 'notice' || config.data?.trading_notice?.trim(),
  );

  return (
    <ListingDetailFrame form={LISTING_FORM.project}>
      {(listing) => (
        <>
          <div className="detail-top">
            <ListingGallery images={listing.product_img.split(',').filter(Boolean)} name={listing.product_name} />
            <Summary listing={listing} />
          </div>
          <div className="detail-body">
            <SectionNav sections={sections} />
            <div className="detail-body__content">
              <DisclosureSections listing={listing} config={config.data} />
            </div>
          </div>
        </>
      )}
    </ListingDetailFrame>
  );
}
