import { theme, type ThemeConfig } from 'antd';
import type { MapToken, SeedToken } from 'antd/es/theme/interface';
import { fontFamily, palette } from './palette';
import precomputed from './portalThemeTokens.json';

/** The portal's seed tokens over antd's defaults: the palette, the font, the sizes. */
export const portalToken = {
  colorPrimary: palette.green,
  colorLink: palette.green,
  colorInfo: palette.deepBlue,
  colorTextBase: palette.text,
  colorBgLayout: palette.pageBackground,
  fontFamily,
  fontSize: 14,
  borderRadius: 6,
  // antd tints a selected option, a primary-tinted background and an info notice from the colour
  // itself; from these deep colours its tints come out grey (#bdc9c2, #9aa2a6). The palette's own.
  colorPrimaryBg: palette.greenLight,
  colorPrimaryBgHover: palette.greenLightHover,
  colorInfoBg: palette.blueLight,
  colorInfoBorder: palette.blueLightBorder,
  // antd's tertiary text (a description's label, a table's hint) is the base text at 45 %: 2.6:1 on
  // white. The palette's secondary grey reads at 5.4:1 (WCAG 2.1 AA, docs/accessibility.md).
  colorTextTertiary: palette.textSecondary,
  // The rest of what axe found below 4.5:1 (docs/accessibility.md): placeholders (antd's are 1.6:1),
  // the danger red (3.3:1), the lighter green of a hovered link or button (3.6:1), and the text of
  // the light tags (antd's shade 7: 3.3-4.4:1 on their tint; these are shade 8, 5:1 or more).
  colorTextPlaceholder: '#636e7b',
  colorError: '#cf1322',
  colorLinkHover: palette.greenDark,
  colorPrimaryHover: palette.greenDark,
  // Both spellings: antd writes each as the same CSS variable (--ant-green-7).
  green7: '#237804',
  'green-7': '#237804',
  orange7: '#ad4e00',
  'orange-7': '#ad4e00',
  gold7: '#874d00',
  'gold-7': '#874d00',
  volcano7: '#ad2102',
  'volcano-7': '#ad2102',
} as const;

/** The seed antd derives the portal's tokens from: its defaults with the portal's own over them. */
export const portalSeed = (): SeedToken => ({ ...theme.defaultSeed, ...portalToken });

/** Whether two seeds hold the same tokens with the same values. */
const sameSeed = (seed: object, known: object) => {
  const knownValues = new Map(Object.entries(known));
  const entries = Object.entries(seed);
  return entries.length === knownValues.size && entries.every(([key, value]) => knownValues.get(key) === value);
};

/**
 * antd's default algorithm, answered from `portalThemeTokens.json` for the portal's own seed. Deriving
 * the ~440 map tokens (colour palettes and all) is most of what antd's ConfigProvider does in a page's
 * first render: about 75 ms at Lighthouse's 4× CPU, inside the task that starts the app
 * (docs/performance.md "antd's styles"). The file is antd's own answer for that seed, made ahead of
 * time (`npm run theme:tokens -w apps/web`, theme.test.ts fails when it is not); any other seed is
 * derived as antd would.
 */
export function portalAlgorithm(seed: SeedToken): MapToken {
  return sameSeed(seed, precomputed.seed) ? (precomputed.map as MapToken) : theme.defaultAlgorithm(seed);
}

export const portalTheme: ThemeConfig = {
  token: portalToken,
  algorithm: portalAlgorithm,
  // A segmented control's unselected items: antd's 65 % grey is 4.4:1 on the page's grey.
  // A switch's off track under its white 关: antd's light grey is 1.6:1.
  components: {
    Segmented: { itemColor: palette.textSecondary },
    Switch: { colorTextQuaternary: palette.textSecondary, colorTextTertiary: palette.text },
  },
};
