import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useDealOverview } from '../trading/api/dealTrendQueries';
import { dealFigures } from '../trading/statistics/dealFigures';
import { TRADING_DATA_PATH } from '../trading/tradingPaths';

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
      <div className="home-section-head">
        <h2 id="home-deals-title" className="home-section-title">
          成交概况
        </h2>
        <Link className="home-more" to={TRADING_DATA_PATH} aria-label="查看交易数据">
          交易数据 <RightOutlined />
        </Link>
      </div>
      <dl className="home-deals__figures">
        {dealFigures(data)
          .filter((figure) => HOME_FIGURES.has(figure.key))
          .map((figure) => (
            <div key={figure.key} className="home-deals__figure">
              <dt>{figure.label}</dt>
              <dd>
                <strong>{figure.value}</strong> {figure.unit}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
