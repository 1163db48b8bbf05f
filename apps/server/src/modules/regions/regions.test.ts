import { describe, expect, it } from 'vitest';
import { resolveAreaPath } from './regionTree.js';
import { suiteApp } from '../../test/suite.js';

const t = suiteApp();

describe('region trees', () => {
  it('answers the national province → city → county tree as value/label/children', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/index/common/areaInfo' })).json();
    expect(data).toHaveLength(31);
    const qinghai = data.find((p: { value: string }) => p.value === '63');
    expect(qinghai.label).toBe('青海省');
    const guoluo = qinghai.children.find((c: { value: string }) => c.value === '6326');
    expect(guoluo.label).toBe('果洛藏族自治州');
    expect(guoluo.children.map((c: { label: string }) => c.label)).toContain('玛沁县');
  });

  it('answers the four river-source provinces for westArea', async () => {
    const { data } = (await t.app.inject({ method: 'POST', url: '/index/common/westArea' })).json();
    expect(data.map((p: { label: string }) => p.label)).toEqual(['四川省', '甘肃省', '青海省', '西藏自治区']);
  });

  it('resolves a code path to its labels, and refuses one that does not exist or stops above a county', () => {
    expect(resolveAreaPath('63/6326/632621')).toBe('青海省/果洛藏族自治州/玛沁县');
    expect(resolveAreaPath('63/6326/999999')).toBeUndefined();
    expect(resolveAreaPath('')).toBeUndefined();
    // A province or a prefecture alone is not a place: the path must reach a county.
    expect(resolveAreaPath('63')).toBeUndefined();
    expect(resolveAreaPath('63/6326')).toBeUndefined();
  });
});
