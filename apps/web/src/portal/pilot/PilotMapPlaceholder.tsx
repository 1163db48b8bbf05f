import { RIVER_SOURCE_PREVIEW } from '@jhy/contract';

/**
 * The map's box while the zones, ECharts and the outlines load: a picture of the same outlines in
 * the same tints, drawn at build time (pilotMapDrawing.ts), stretched over the box as the live map
 * is. It is a few kilobytes, so a slow network shows the region at once rather than an empty box,
 * and it is the page's largest paint (docs/performance.md "The pilot map").
 */
export function PilotMapPlaceholder() {
  return (
    <div className="pilot-map-placeholder" aria-hidden>
      <img
        className="pilot-map-placeholder__picture"
        src={RIVER_SOURCE_PREVIEW.src}
        alt=""
        width={RIVER_SOURCE_PREVIEW.width}
        height={RIVER_SOURCE_PREVIEW.height}
        fetchPriority="high"
      />
    </div>
  );
}
