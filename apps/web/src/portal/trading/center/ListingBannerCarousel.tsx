import { Link } from 'react-router';
import { deadlineOf, formatAmount, listingDetailPath, LISTING_BANNER_SLOT } from '@jhy/contract';
import { EnrollStatusBadge } from '../../../components/EnrollStatusBadge';
import { SlideCarousel } from '../../../components/SlideCarousel';
import { useListingBanners } from '../api/tradingQueries';
import { ResponsiveImage } from '../../../components/ResponsiveImage';

/** The trading center's carousel: up to five listings, 4 s a slide; a slide opens its detail (docs/product.md §2). */
export function ListingBannerCarousel() {
  const banners = useListingBanners();
  if (banners.isPending) return <div className="trading-banner" aria-hidden />;
  if (!banners.data || banners.data.length === 0) return null;
  return (
    <SlideCarousel label="交易中心轮播" className="trading-banner">
      {banners.data.map((banner, index) => (
        <Link key={banner.id} to={listingDetailPath(banner)} className="trading-banner__slide">
          <span className="jhy-container trading-banner__inner">
            <span className="trading-banner__text">
              <span className="trading-banner__tags">
                {banner.classify_name && <span className="trading-banner__class">{banner.classify_name}</span>}
                <EnrollStatusBadge status={banner.enroll_status} className="status-badge" />
              </span>
              <strong className="trading-banner__title jhy-line-clamp">{banner.product_name}</strong>
              <span className="trading-banner__facts">
                <span>
                  挂牌价格 <em>{formatAmount(banner.price)}</em>
                </span>
                <span>截止日期 {deadlineOf(banner.end_time)}</span>
                <span>{banner.area_name.split('/').slice(-2).join(' · ')}</span>
              </span>
              <span className="trading-banner__more">查看详情 →</span>
            </span>
            {/* The first is the page's largest paint; index.html has drawn it already (docs/performance.md "First paint"). */}
            <ResponsiveImage
              className="trading-banner__image"
              src={banner.product_img}
              {...LISTING_BANNER_SLOT}
              priority={index === 0}
            />
          </span>
        </Link>
      ))}
    </SlideCarousel>
  );
}
