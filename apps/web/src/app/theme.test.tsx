import { render } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import type { GlobalToken, MapToken, SeedToken } from 'antd/es/theme/interface';
import { describe, expect, it } from 'vitest';
import { palette } from './palette';
import precomputed from './portalThemeTokens.json';
import { portalAlgorithm, portalSeed, portalTheme } from './theme';

/** The token a component under `themeConfig` reads. */
function tokenUnder(themeConfig: typeof portalTheme) {
  let read: GlobalToken | undefined;
  function Probe() {
    read = theme.useToken().token;
    return null;
  }
  render(
    <ConfigProvider theme={themeConfig}>
      <Probe />
    </ConfigProvider>,
  );
  return read;
}

// The committed file itself is checked against antd by portalThemeTokens.test.ts (apps/web).
describe('the portal theme’s precomputed tokens (docs/performance.md "antd\'s styles")', () => {
  it('answer the seed antd passes for the portal: the tokens a component reads are antd’s own', () => {
    const seeds: SeedToken[] = [];
    const answers: MapToken[] = [];
    const watched = (seed: SeedToken) => {
      seeds.push(seed);
      answers.push(portalAlgorithm(seed));
      return answers.at(-1)!;
    };
    const { zeroRuntime } = portalTheme;
    const precomputedToken = tokenUnder({ ...portalTheme, zeroRuntime, algorithm: watched });
    const derivedToken = tokenUnder({ ...portalTheme, zeroRuntime, algorithm: theme.defaultAlgorithm });
    expect(seeds).toEqual([portalSeed()]);
    // Answered from the file, not derived again.
    expect(answers[0]).toBe(precomputed.map);
    expect(answers[0]).toEqual(theme.defaultAlgorithm(portalSeed()));
    expect(precomputedToken).toEqual(derivedToken);
  });

  it('derive any other seed as antd would', () => {
    const seed = { ...portalSeed(), colorPrimary: '#ff0000' };
    expect(portalAlgorithm(seed)).toEqual(theme.defaultAlgorithm(seed));
    expect(portalAlgorithm(seed).colorPrimaryHover).not.toBe(portalAlgorithm(portalSeed()).colorPrimaryHover);
  });
});

describe('the portal theme’s tints', () => {
  it('are the palette’s light green and light blue, not the grey antd derives from the deep colours', () => {
    const token = tokenUnder(portalTheme)!;
    // A selected option, a primary-tinted background, an info notice.
    expect(token.controlItemBgActive).toBe(palette.greenLight);
    expect(token.colorPrimaryBg).toBe(palette.greenLight);
    expect(token.colorInfoBg).toBe(palette.blueLight);
    expect(token.colorInfoBorder).toBe(palette.blueLightBorder);
  });
});
