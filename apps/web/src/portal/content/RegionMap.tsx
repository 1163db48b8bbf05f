import { RIVER_SOURCE_MAP_PICTURE } from '@jhy/contract';
import { mapFraction } from '../../components/riverSourceMapPlace';

const percent = (fraction: number) => `${(Math.min(Math.max(fraction, 0), 1) * 100).toFixed(2)}%`;

/**
 * The about-us map when the exchange has configured no tile service: the river-source region drawn
 * from the boundaries the project ships (the pilot map's drawing, public/geo), with a pin where the
 * exchange is and its address in words. Plain markup, nothing fetched from outside.
 */
export function RegionMap({ position, name, address }: { position: [number, number]; name: string; address: string }) {
  const [lat, lng] = position;
  const place = mapFraction(lng, lat);
  return (
    <figure className="about-map about-map--region" aria-label={`${name}位置示意图`}>
      <div className="about-map__drawing">
        <img
          src={RIVER_SOURCE_MAP_PICTURE.src}
          width={RIVER_SOURCE_MAP_PICTURE.width}
          height={RIVER_SOURCE_MAP_PICTURE.height}
          alt="川甘青藏江河源区域示意图"
        />
        <span className="about-map__pin" style={{ left: percent(place.x), top: percent(place.y) }} aria-hidden>
          <svg viewBox="0 0 24 32">
            <path d="M12 0C5.4 0 0 5.2 0 11.7 0 20.5 12 32 12 32s12-11.5 12-20.3C24 5.2 18.6 0 12 0z" />
            <circle cx="12" cy="11.5" r="4.5" />
          </svg>
        </span>
      </div>
      <figcaption className="about-map__caption">
        <strong>{name}</strong>
        <span>{address}</span>
        <small>示意图，非精确位置</small>
      </figcaption>
    </figure>
  );
}
