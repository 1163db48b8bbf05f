import { lazy, Suspense } from 'react';
import { HomeBannerCarousel } from './HomeBannerCarousel';
import { HomeDealSummary } from './HomeDealSummary';
import { HomeNewsSection } from './HomeNewsSection';
import { ServiceEntryCards } from './ServiceEntryCards';
import { PRODUCT_CLASSES } from './serviceEntries';
import './home.css';

// Below the fold, and its card brings the listing rules' schemas: fetched after the first paint.
const HomeListings = lazy(() => import('./HomeListings'));

/**
 * The home page (docs/product.md §1): banner carousel, the four service entries, the deal summary, the top news item with the
 * notice / policy-news tabs, the listed projects and the three product classes.
 */
export default function HomePage() {
  return (
    <div className="home">
      <HomeBannerCarousel />

      <div className="jhy-container home-services-wrap">
        <ServiceEntryCards />
      </div>

      <HomeDealSummary />

      <HomeNewsSection />

      <Suspense fallback={<section className="jhy-container home-listings" aria-busy="true" />}>
        <HomeListings />
      </Suspense>

      <section className="jhy-container home-classes" aria-labelledby="home-classes-title">
        <h2 id="home-classes-title" className="home-section-title">
          生态产品类别
        </h2>
        <ul className="home-classes__list">
          {PRODUCT_CLASSES.map((productClass) => (
            <li key={productClass.title} className="home-classes__item">
              <h3>{productClass.title}</h3>
              <p>{productClass.examples.join(' · ')}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
