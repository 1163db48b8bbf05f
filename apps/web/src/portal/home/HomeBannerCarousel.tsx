import { Link } from 'react-router';
import { CAROUSEL, HOME_BANNER_SLOT, type BannerItem } from '@jhy/contract';
import { SITE_NAME } from '../../components/brand';
import { SlideCarousel } from '../../components/SlideCarousel';
import { useHomeBanners } from './api/homeQueries';
import { bannerTarget } from './bannerTarget';
import { RiverSourceLandscape } from './RiverSourceLandscape';
import { ResponsiveImage } from '../../components/ResponsiveImage';

function BannerSlide({ item, first }: { item: BannerItem; first: boolean }) {
  const target = bannerTarget(item);
  // The title is written over the picture in HTML, so it stays readable at any width.
  const picture = (
    <>
      {/* The first slide is the page's largest paint (LCP): fetched first; the others wait. index.html
          has drawn it already, in the same slot (docs/performance.md "First paint"). */}
      <ResponsiveImage className="home-banner__image" src={item.img_path} {...HOME_BANNER_SLOT} priority={first} />
      <span className="home-banner__caption">
        <strong>{item.title}</strong>
        {item.intro && <span className="home-banner__intro">{item.intro}</span>}
      </span>
    </>
  );
  return target.kind === 'route' ? (
    <Link className="home-banner__slide" to={target.to} title={item.title}>
      {picture}
    </Link>
  ) : (
    <a className="home-banner__slide" href={target.href} target="_blank" rel="noopener noreferrer" title={item.title}>
      {picture}
    </a>
  );
}

/** The drawn landscape with the platform's name, when staff publish no banner. */
function HeroPlaceholder() {
  return (
    <div className="home-hero">
      <RiverSourceLandscape />
      <div className="jhy-container home-hero__text">
        <h1 className="home-hero__title">{SITE_NAME}</h1>
        <p className="home-hero__subtitle">川甘青藏江河源区域生态产品价值实现服务平台</p>
      </div>
    </div>
  );
}

/** The home banner carousel: up to 5 items, 4 s each (docs/product.md §9), opened by their add_way. */
export function HomeBannerCarousel() {
  const { data: banners, isPending } = useHomeBanners();
  const items = (Array.isArray(banners) ? banners : []).slice(0, CAROUSEL.bannerMax);
  // While the banners load, a box of the banner's own shape: the page does not move when they come.
  if (isPending) {
    return (
      <div className="home-banner" aria-busy="true">
        <h1 className="home-banner__heading">{SITE_NAME}</h1>
        <div className="home-banner__image" />
      </div>
    );
  }
  if (items.length === 0) return <HeroPlaceholder />;
  return (
    <div className="home-banner">
      <h1 className="home-banner__heading">{SITE_NAME}</h1>
      <SlideCarousel label="首页轮播">
        {items.map((item, index) => (
          <BannerSlide key={item.id} item={item} first={index === 0} />
        ))}
      </SlideCarousel>
    </div>
  );
}
