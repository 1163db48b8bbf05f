import type { PilotCounty, ZoneMapData } from '@jhy/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PilotMap } from './PilotMap';
import { mapFraction } from './riverSourceMap';

const ganzi: ZoneMapData = {
  id: 2,
  zone_name: '甘孜州',
  lng: 101.962,
  lat: 30.049,
  count: [
    { product_type: 44, typeName: '物质供给类', num: 3 },
    { product_type: 59, typeName: '文化服务类', num: 1 },
  ],
  transaction_amount: 125.5,
};
const naqu: ZoneMapData = { id: 8, zone_name: '那曲市', lng: 92.051, lat: 31.476, count: [], transaction_amount: 0 };
const litang: PilotCounty = { code: '513334', name: '理塘县', zone_id: 2, lng: 100.27, lat: 29.996 };

const place = (element: HTMLElement) => ({
  x: Number(element.style.getPropertyValue('--map-x')),
  y: Number(element.style.getPropertyValue('--map-y')),
});

describe('PilotMap', () => {
  it('is the drawing alone while the zones load', () => {
    render(<PilotMap zones={[]} counties={[]} onOpenZone={vi.fn()} />);
    const map = screen.getByRole('group', { name: '川甘青藏江河源地图' });
    expect(map).toHaveAttribute('aria-busy', 'true');
    expect(map.querySelector('img')).toHaveAttribute('src', '/geo/river-source_map.svg');
    expect(within(map).queryAllByRole('button')).toEqual([]);
  });

  it('places a pin per zone and a dot per county where the drawing puts their coordinates', () => {
    render(<PilotMap zones={[ganzi, naqu]} counties={[litang]} onOpenZone={vi.fn()} />);
    const map = screen.getByRole('group', { name: '川甘青藏江河源地图：甘孜州、那曲市' });
    expect(map).toHaveAttribute('aria-busy', 'false');
    const pin = within(map).getByRole('button', { name: '甘孜州' });
    expect(place(pin.closest('li')!)).toEqual({
      x: Number(mapFraction(ganzi.lng, ganzi.lat).x.toFixed(4)),
      y: Number(mapFraction(ganzi.lng, ganzi.lat).y.toFixed(4)),
    });
    const county = within(within(map).getByRole('list', { name: '试点县' })).getByText('试点县：理塘县');
    expect(place(county.closest('li')!).x).toBeCloseTo(mapFraction(litang.lng, litang.lat).x, 4);
  });

  it('describes each pin by its zone’s products and deals, and opens the zone on a click', async () => {
    const onOpenZone = vi.fn();
    render(<PilotMap zones={[ganzi, naqu]} counties={[]} onOpenZone={onOpenZone} />);
    const map = within(screen.getByRole('group'));
    const pin = map.getByRole('button', { name: '甘孜州' });
    expect(pin).toHaveAccessibleDescription('甘孜州物质供给类：3 个产品文化服务类：1 个产品成交额：125.5 万元');
    expect(map.getByRole('button', { name: '那曲市' })).toHaveAccessibleDescription('那曲市成交额：0 万元');
    await userEvent.click(pin);
    expect(onOpenZone).toHaveBeenCalledWith(ganzi);
  });

  it('names every zone in a list under the map (a phone’s), which opens the zone too', async () => {
    const onOpenZone = vi.fn();
    const { rerender } = render(<PilotMap zones={[]} counties={[]} onOpenZone={onOpenZone} />);
    // There while the zones load, empty, so that it keeps its place.
    expect(screen.getByRole('list', { name: '试点专区' })).toBeEmptyDOMElement();
    rerender(<PilotMap zones={[ganzi, naqu]} counties={[]} onOpenZone={onOpenZone} />);
    const list = within(screen.getByRole('list', { name: '试点专区' }));
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual(['甘孜州', '那曲市']);
    await userEvent.click(list.getByRole('button', { name: '那曲市' }));
    expect(onOpenZone).toHaveBeenCalledWith(naqu);
  });

  it('opens a card towards the middle from a pin near the right edge or the top', () => {
    const east: ZoneMapData = { ...naqu, id: 9, zone_name: '东', lng: 107, lat: 41 };
    render(<PilotMap zones={[naqu, east]} counties={[]} onOpenZone={vi.fn()} />);
    expect(screen.getByRole('tooltip', { hidden: true, name: /^那曲市/ }).className).toBe('pilot-map__tooltip');
    expect(screen.getByRole('tooltip', { hidden: true, name: /^东/ }).className).toBe(
      'pilot-map__tooltip pilot-map__tooltip--leftward pilot-map__tooltip--below',
    );
  });
});
