import { describe, expect, it } from 'vitest';
import { aboutMapSettings, DEFAULT_EXCHANGE_POSITION } from './aboutMapSettings';

describe('aboutMapSettings', () => {
  it('reads the position, tiles and attribution from configuration', () => {
    expect(
      aboutMapSettings({
        map_lat: '36.62',
        map_lng: '101.77',
        map_tile_url: 'https://tiles.example.cn/{z}/{x}/{y}.png',
        map_tile_attribution: '© 示例地图',
      }),
    ).toEqual({
      position: [36.62, 101.77],
      tileUrl: 'https://tiles.example.cn/{z}/{x}/{y}.png',
      attribution: '© 示例地图',
    });
  });

  it('falls back to the exchange position and to no tile service for missing or malformed values', () => {
    const settings = aboutMapSettings({
      map_lat: 'north',
      map_lng: '500',
      map_tile_url: 'javascript:alert(1)//{z}{x}{y}',
    });
    expect(settings.position).toEqual(DEFAULT_EXCHANGE_POSITION);
    expect(settings.tileUrl).toBe('');
    // Nothing from a foreign tile server by default: the page draws the shipped region instead.
    expect(aboutMapSettings(undefined)).toMatchObject({ tileUrl: '', attribution: '' });
  });
});
