const MODULES = 21; // a version-1 QR code is 21 × 21 modules

/** A small seeded generator, so a tile looks the same on every render and in every screenshot. */
function seededRandom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function inFinderArea(x: number, y: number): boolean {
  const near = (value: number, origin: number) => value >= origin && value < origin + 8;
  return (near(x, 0) && near(y, 0)) || (near(x, MODULES - 8) && near(y, 0)) || (near(x, 0) && near(y, MODULES - 8));
}

function finderPattern(x: number, y: number): string {
  return `M${x} ${y}h7v7h-7z M${x + 1} ${y + 1}v5h5v-5z M${x + 2} ${y + 2}h3v3h-3z`;
}

function qrLikePath(seedText: string): string {
  const random = seededRandom(seedText);
  const parts = [finderPattern(0, 0), finderPattern(MODULES - 7, 0), finderPattern(0, MODULES - 7)];
  for (let y = 0; y < MODULES; y++) {
    for (let x = 0; x < MODULES; x++) {
      if (!inFinderArea(x, y) && random() < 0.45) parts.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return parts.join('');
}

/**
 * A QR-code slot of the footer (spec §2). The real codes are images the exchange will put in the
 * system configuration; until then a drawn stand-in keeps the footer's shape.
 */
export function QrCodeTile({ caption }: { caption: string }) {
  return (
    <figure className="jhy-qr">
      <svg
        className="jhy-qr__code"
        viewBox={`-2 -2 ${MODULES + 4} ${MODULES + 4}`}
        role="img"
        aria-label={`${caption}二维码（即将开放）`}
        shapeRendering="crispEdges"
      >
        <rect x="-2" y="-2" width={MODULES + 4} height={MODULES + 4} fill="#fff" />
        <path d={qrLikePath(caption)} fill="#0d3b66" fillRule="evenodd" />
      </svg>
      <figcaption className="jhy-qr__caption">{caption}</figcaption>
    </figure>
  );
}
