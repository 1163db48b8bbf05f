import type { ZoneProductCard } from '@jhy/contract';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { zoneGoodPath, type ZoneTrail } from './pilotPaths';

/** A zone's products as picture cards; a click opens SpecialGoodsDetail with the zone trail. */
export function ZoneProductCards({ products, trail }: { products: ZoneProductCard[]; trail: ZoneTrail }) {
  if (products.length === 0) return <EmptyState />;
  return (
    <ul className="zone-products">
      {products.map((product) => (
        <li key={product.id}>
          <Link className="zone-product" to={zoneGoodPath(product.id, trail)}>
            {product.product_img[0] ? (
              <img src={product.product_img[0].url} alt="" loading="lazy" />
            ) : (
              <span className="zone-product__placeholder" aria-hidden />
            )}
            <span className="zone-product__name">{product.product_name}</span>
            <span className="zone-product__area">{product.product_areaname}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
