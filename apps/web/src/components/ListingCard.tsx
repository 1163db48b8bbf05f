import { Link } from 'react-router';
import { ENROLL_STATUS, listingDetailPath, type ListingCard as ListingCardData } from '@jhy/contract';
import { EnrollStatusBadge } from './EnrollStatusBadge';
import { FactList, listingPriceFacts } from './FactList';
import './listingCard.css';
import { ResponsiveImage } from './ResponsiveImage';

/** Statuses that put a stamp across the picture (docs/product.md §2): a deal (3) or an ended listing (4). */
const STAMPS: Record<number, { text: string; modifier: string }> = {
  3: { text: ENROLL_STATUS[3].label, modifier: 'deal' },
  4: { text: ENROLL_STATUS[4].label, modifier: 'over' },
};

/** 'Province/Prefecture/County' → 'Prefecture · County': the province adds little on a card. */
const placeOf = (areaName: string) => areaName.split('/').filter(Boolean).slice(-2).join(' · ');

/**
 * A listed project card (docs/product.md §3 "Listed project card") for the trading center and the home page.
 * Plain markup, no antd component: the home page's first load must stay small. The project's name is
 * the link, stretched over the card (listingCard.css) so the whole card opens it: the link's name is
 * what it shows, and a screen reader hears the name, not every fact of the card (docs/accessibility.md).
 */
export function ListingCard({ listing }: { listing: ListingCardData }) {
  const cover = listing.product_img.split(',').find(Boolean);
  const stamp = STAMPS[listing.enroll_status];
  return (
    <article className="listing-card">
      <div className="listing-card__media">
        {cover ? (
          <ResponsiveImage
            className="listing-card__image"
            src={cover}
            sizes="(max-width: 600px) 100vw, 300px"
            width={720}
            height={450}
          />
        ) : (
          <div className="listing-card__image listing-card__image--none" aria-hidden />
        )}
        {/* A stamp already says it: no badge beside it. */}
        {!stamp && <EnrollStatusBadge status={listing.enroll_status} className="listing-card__status" />}
        {stamp && (
          <span
            className={`listing-card__stamp listing-card__stamp--${stamp.modifier}`}
            role="img"
            aria-label={stamp.text}
          >
            {stamp.text}
          </span>
        )}
      </div>
      <div className="listing-card__body">
        <h3 className="listing-card__title" title={listing.product_name}>
          <Link to={listingDetailPath(listing)} className="listing-card__link">
            {listing.product_name}
          </Link>
        </h3>
        <p className="listing-card__meta">
          {listing.classify_name && <span className="listing-card__tag">{listing.classify_name}</span>}
          <span className="listing-card__place">{placeOf(listing.area_name)}</span>
        </p>
        <FactList
          className="listing-card__facts"
          facts={[
            ...listingPriceFacts(listing, 'listing-card__price'),
            { term: '截止日期', value: listing.end_time.slice(0, 10) },
          ]}
        />
        <p className="listing-card__code">项目编号：{listing.product_id}</p>
      </div>
    </article>
  );
}
