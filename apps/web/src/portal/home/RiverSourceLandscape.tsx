type Point = readonly [x: number, y: number];

/**
 * The far range's ridge line (viewBox units, 1440 × 360). Peaks stay low in the middle, where the
 * title sits at every width; the high, snow-capped ones stand at the sides.
 */
const FAR_RIDGE: readonly Point[] = [
  [0, 200],
  [120, 140],
  [230, 190],
  [330, 152],
  [420, 205],
  [560, 235],
  [700, 215],
  [820, 240],
  [960, 210],
  [1080, 160],
  [1180, 195],
  [1300, 135],
  [1440, 185],
];
const SNOW_LINE_Y = 170;

const lerp = (from: Point, to: Point, t: number): Point => [
  from[0] + (to[0] - from[0]) * t,
  from[1] + (to[1] - from[1]) * t,
];

/** A ragged snow cap that follows both slopes of the peak, so it can never float off the mountain. */
function snowCap(left: Point, peak: Point, right: Point): string {
  const onLeft = lerp(peak, left, 0.25);
  const onRight = lerp(peak, right, 0.25);
  const inner = [0.25, 0.5, 0.75].map((t, index) => {
    const [x, y] = lerp(onLeft, onRight, t);
    return `${x} ${y + (index === 1 ? 1 : 7)}`;
  });
  return `M${peak[0]} ${peak[1]} L${onLeft[0]} ${onLeft[1]} L${inner.join(' L')} L${onRight[0]} ${onRight[1]} Z`;
}

const farRange = `M${FAR_RIDGE.map(([x, y]) => `${x} ${y}`).join(' L')} V360 H0 Z`;
const snowCaps = FAR_RIDGE.flatMap((peak, index) => {
  const left = FAR_RIDGE[index - 1];
  const right = FAR_RIDGE[index + 1];
  return left && right && peak[1] < SNOW_LINE_Y ? [snowCap(left, peak, right)] : [];
}).join(' ');

/** The hero's backdrop: ranges with snow and the river leaving them. Purely decorative. */
export function RiverSourceLandscape() {
  return (
    <svg
      className="home-hero__landscape"
      viewBox="0 0 1440 360"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="home-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0d3b66" />
          <stop offset="1" stopColor="#1b6a74" />
        </linearGradient>
        <linearGradient id="home-river" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#8fd3b0" stopOpacity="0.2" />
          <stop offset="0.5" stopColor="#bfe9d3" stopOpacity="0.9" />
          <stop offset="1" stopColor="#8fd3b0" stopOpacity="0.3" />
        </linearGradient>
      </defs>
      <rect width="1440" height="360" fill="url(#home-sky)" />
      <path d={farRange} fill="#275d84" />
      <path d={snowCaps} fill="#e9f3f8" />
      <path
        d="M0 285 L160 235 L300 270 L470 228 L640 268 L800 238 L980 272 L1150 230 L1300 262 L1440 240 V360 H0 Z"
        fill="#1e6f5c"
      />
      <path d="M0 320 C240 290 420 342 720 314 S1180 294 1440 318 V360 H0 Z" fill="#1e8a5a" />
      <path
        d="M0 336 C260 306 430 356 720 328 S1190 306 1440 334"
        fill="none"
        stroke="url(#home-river)"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </svg>
  );
}
