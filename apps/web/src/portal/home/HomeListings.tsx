import { HOME } from '@jhy/contract';
import { EmptyState } from '../../components/EmptyState';
import { ListFailure } from '../../components/ListFailure';
import { ListingCard } from '../../components/ListingCard';
import { useHomeListings } from './api/homeQueries';
import { LoadingShapes } from '../../components/LoadingShapes';
import { HomeSectionHead } from './HomeSectionHead';

const TRADING_CENTER_PATH = '/main/TradingCenter';

/**
 * Up to 10 listed projects with a 'more' link to the trading center (docs/product.md §1). Loaded after the
 * rest of the home page (HomePage's lazy import): the card's listing rules bring the contract's
 * zod schemas, which would otherwise weigh on the home route's first load.
 */
export default function HomeListings() {
  const { data: listings, isPending, isError, isFetching, refetch } = useHomeListings();
  return (
    <section className="jhy-container home-listings" aria-labelledby="home-listings-title">
      <HomeSectionHead id="home-listings-title" title="挂牌项目" to={TRADING_CENTER_PATH} linkLabel="更多挂牌项目">
        更多
      </HomeSectionHead>
      {isError ? (
        <ListFailure onRetry={refetch} retrying={isFetching} />
      ) : isPending ? (
        <LoadingShapes kind="cards" count={HOME.projects} className="home-listings__grid" />
      ) : !listings?.length ? (
        <EmptyState />
      ) : (
        <ul className="home-listings__grid">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
