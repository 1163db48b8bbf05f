/**
 * The portal's one palette: an eco green for actions and the selected state, a deep blue for the
 * header band and footer. antd reads it through `portalTheme` (theme.ts), plain CSS through the
 * --jhy-* variables that `brandCssRule` writes into index.html, so a colour is changed here and only
 * here. No antd here: the build's config reads this module.
 */
export const palette = {
  // 5.3:1 under white text and as text on white, 4.8:1 on greenLight (WCAG 2.1 AA, docs/accessibility.md).
  green: '#187a4f',
  greenDark: '#12603e',
  greenLight: '#e8f5ee',
  greenLightHover: '#d4ecdf',
  deepBlue: '#0d3b66',
  blueLight: '#e9eff6',
  blueLightBorder: '#b8cadd',
  deepBlueDark: '#092a4a',
  pageBackground: '#f4f7f6',
  text: '#1f2d3d',
  textSecondary: '#5b6b7b',
  // Prices and the file icons beside them: 5.4:1 on white, 5.0:1 on the page's grey.
  price: '#c03d0b',
} as const;

export const fontFamily = '"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC",sans-serif';

/** The palette as the --jhy-* variables that plain CSS reads. */
export const brandCssVariables: Readonly<Record<string, string>> = {
  '--jhy-green': palette.green,
  '--jhy-green-dark': palette.greenDark,
  '--jhy-green-light': palette.greenLight,
  '--jhy-deep-blue': palette.deepBlue,
  '--jhy-deep-blue-dark': palette.deepBlueDark,
  '--jhy-page-bg': palette.pageBackground,
  '--jhy-text': palette.text,
  '--jhy-text-secondary': palette.textSecondary,
  '--jhy-price': palette.price,
  '--jhy-font': fontFamily,
};

/**
 * The variables as one `:root` rule, which the build writes into index.html (vite.config.ts): the
 * first paint (the band, the trading center's gradient) has the palette before any script runs.
 */
export function brandCssRule(): string {
  return `:root{${Object.entries(brandCssVariables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}
