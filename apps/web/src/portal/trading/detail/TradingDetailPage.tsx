import { PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { deadlineOf, LISTING_FORM, type ListingDetail } from '@jhy/contract';
import { EnrollStatusBadge } from '../../../components/EnrollStatusBadge';
import { useSysConfig, type SysConfigMap } from '../../../api/sysConfig';
import { SafeHtml } from '../../../components/SafeHtml';
import { CarbonTradingFlow } from './CarbonTradingFlow';
import { DetailSection } from './DetailSection';
import { InfoTable } from './InfoTable';
import { ListingDetailFrame } from './ListingDetailFrame';
import '../trading.css';

/** 万元 amounts of the class-specific form (docs/product.md §9): '86.5' → '86.5 万元'. */
const wan = (value: string | null) => (value && value.trim() !== '' ? `${Number(value)} 万元` : '');

const CARBON_EMISSION = '碳排放权';

/** The fields of docs/product.md §2 TradingDetail, in the product's order. */
function fieldsOf(listing: ListingDetail) {
  return [
    { label: '项目编号', value: listing.product_id },
    { label: '项目类型', value: listing.classify_name },
    { label: '项目地址', value: [listing.area_name.split('/').join(' '), listing.address].filter(Boolean).join(' ') },
    { label: '内部决议情况', value: listing.internal_res },
    { label: '林权证号', value: listing.linquan_id },
    { label: '面积', value: listing.warrants_area },
    { label: '数量', value: listing.amount },
    { label: '流转年限', value: listing.wander_year },
    { label: '挂牌价格', value: wan(listing.free) },
    { label: '挂牌截止日期', value: deadlineOf(listing.end_time) },
    { label: '受让方要求', value: listing.transferee_re, wide: true },
    { label: '保证金', value: wan(listing.trade_m) },
  ];
}

/** The exchange's fixed contact block: a person and two phone numbers from system configuration. */
function ContactBlock({ config }: { config: SysConfigMap | undefined }) {
  const phones = (config?.trading_contact_phone ?? '').split(/\s+/).filter(Boolean);
  return (
    <aside className="detail-contact" aria-label="联系方式">
      <h2 className="detail-contact__title">联系方式</h2>
      <p>
        <UserOutlined aria-hidden /> 联系人：{config?.trading_contact_name || '--'}
      </p>
      {phones.map((phone) => (
        <p key={phone}>
          <PhoneOutlined aria-hidden /> 联系电话：<a href={`tel:${phone}`}>{phone}</a>
        </p>
      ))}
    </aside>
  );
}

/** /main/TradingDetail?id: a class-specific product (docs/product.md §2). */
export default function TradingDetailPage() {
  const config = useSysConfig();
  return (
    <ListingDetailFrame form={LISTING_FORM.product}>
      {(listing) => <ProductDetail listing={listing} config={config.data} />}
    </ListingDetailFrame>
  );
}

function ProductDetail({ listing, config }: { listing: ListingDetail; config: SysConfigMap | undefined }) {
  const images = listing.product_img.split(',').filter(Boolean);
  return (
    <article className="product-detail">
      <header className="product-detail__header">
        <h1 className="detail-summary__title">{listing.product_name}</h1>
        <EnrollStatusBadge status={listing.enroll_status} className="status-badge" />
      </header>
      <div className="product-detail__main">
        <DetailSection titleId="product-fields-title" title="项目信息">
          <InfoTable label="项目信息" rows={fieldsOf(listing)} />
        </DetailSection>
        <ContactBlock config={config} />
      </div>

      {listing.classify_name === CARBON_EMISSION && <CarbonTradingFlow siteUrl={config?.trading_site_url} />}

      <DetailSection titleId="product-desc-title" title="项目描述">
        {listing.product_desc ? (
          <SafeHtml className="detail-description" html={listing.product_desc} />
        ) : (
          <p className="detail-muted">--</p>
        )}
      </DetailSection>

      {images.length > 0 && (
        <DetailSection titleId="product-images-title" title="补充图片">
          <Image.PreviewGroup>
            <ul className="product-detail__images">
              {images.map((src, index) => (
                <li key={`${src}-${index}`}>
                  <Image src={src} alt={`${listing.product_name} 补充图片 ${index + 1}`} />
                </li>
              ))}
            </ul>
          </Image.PreviewGroup>
        </DetailSection>
      )}
    </article>
  );
}
