import { STORAGE_KEYS } from '@jhy/contract';
import { describe, expect, it } from 'vitest';
import { consumeComeFromFlag, tabForComeFrom } from './accountTabs';

const storageWith = (entries: Record<string, string>) => {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null, removeItem: (key: string) => void map.delete(key), map };
};

describe('the comeFrom rule of the personal center', () => {
  it.each([
    ['addCompany', STORAGE_KEYS.flagAddCompany, 'enterprises'],
    ['productForm', STORAGE_KEYS.flagProductForm, 'listings'],
    ['applyForm', STORAGE_KEYS.flagApplyForm, 'certification'],
  ])('opens the tab of comeFrom=%s when its flag is 1', (comeFrom, flag, tab) => {
    expect(tabForComeFrom(comeFrom, storageWith({ [flag]: '1' }))).toBe(tab);
  });

  it('opens the first tab without the flag, with another flag, or with an unknown comeFrom', () => {
    expect(tabForComeFrom('addCompany', storageWith({}))).toBe('account');
    expect(tabForComeFrom('addCompany', storageWith({ [STORAGE_KEYS.flagAddCompany]: '0' }))).toBe('account');
    expect(tabForComeFrom('addCompany', storageWith({ [STORAGE_KEYS.flagApplyForm]: '1' }))).toBe('account');
    expect(tabForComeFrom('somewhere', storageWith({ [STORAGE_KEYS.flagAddCompany]: '1' }))).toBe('account');
    expect(tabForComeFrom(null, storageWith({ [STORAGE_KEYS.flagAddCompany]: '1' }))).toBe('account');
  });

  it('clears a flag once it has been honoured', () => {
    const storage = storageWith({ [STORAGE_KEYS.flagProductForm]: '1', [STORAGE_KEYS.flagApplyForm]: '1' });
    consumeComeFromFlag('listings', storage);
    expect(storage.map.has(STORAGE_KEYS.flagProductForm)).toBe(false);
    expect(storage.map.get(STORAGE_KEYS.flagApplyForm)).toBe('1');
  });
});
