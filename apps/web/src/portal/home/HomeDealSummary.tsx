import { useDealOverview, DealFigureList, dealFigures, TRADING_DATA_PATH } from '../trading';
import { HomeSectionHead } from './HomeSectionHead';

/** The figures the home page shows; the 交易数据 page shows these and more, from the same overview. */
const HOME_FIGURES = new Set(['total_amount', 'total_count', 'listing_count', 'enrolling_count']);

/**
 * The home page's deal summary: the exchange's totals as the server computes them from the recorded
 * deals (the same call as the 交易数据 page), with a link there. Nothing while loading or failing:
 * no figure is better than a wrong one.
 */
export function HomeDealSummary() {
  const { data } = useDealOverview();
  // An answer without the figures (an older server) shows nothing rather than zeros.
  if (typeof data?.total_amount !== 'number') return null;
  return (
    <section className="jhy-container home-deals" aria-labelledby="home-deals-title">
      <HomeSectionHead id="home-deals-title" title="成交概况" to={TRADING_DATA_PATH} linkLabel="查看交易数据">
        交易数据
      </HomeSectionHead>
      <DealFigureList
        figures={dealFigures(data).filter((figure) => HOME_FIGURES.has(figure.key))}
        className="home-deals__figures"
        itemClassName="home-deals__figure"
      />
    </section>
  );
}
