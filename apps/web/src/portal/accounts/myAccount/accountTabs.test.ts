import { STORAGE_KEYS } from '@jhy/contract';
import { describe, expect, it } from 'vitest';
import { consumeComeFromFlag, tabForComeFrom, tabOfParam } from './accountTabs';

const storageWith = (entries: Record<string, string>) => {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null, removeItem: (key: string) => void map.delete(key), map };
};

// Tabs as features declare them: the rule reads only their keys and comeFrom pairs (the app's assembled
// list is tried in app/personalCenterTabs.test.ts).
const tabs = [
  { key: 'account' },
  { key: 'enterprises', comeFrom: { name: 'addCompany', flag: STORAGE_KEYS.flagAddCompany } },
  { key: 'listings', comeFrom: { name: 'productForm', flag: STORAGE_KEYS.flagProductForm } },
  { key: 'certification', comeFrom: { name: 'applyForm', flag: STORAGE_KEYS.flagApplyForm } },
  { key: 'messages' },
];

describe('the comeFrom rule of the personal center', () => {
  it.each([
    ['addCompany', STORAGE_KEYS.flagAddCompany, 'enterprises'],
    ['productForm', STORAGE_KEYS.flagProductForm, 'listings'],
    ['applyForm', STORAGE_KEYS.flagApplyForm, 'certification'],
  ])('opens the tab of comeFrom=%s when its flag is 1', (comeFrom, flag, tab) => {
    expect(tabForComeFrom(tabs, comeFrom, storageWith({ [flag]: '1' }))).toBe(tab);
  });

  it('opens the first tab without the flag, with another flag, or with an unknown comeFrom', () => {
    expect(tabForComeFrom(tabs, 'addCompany', storageWith({}))).toBe('account');
    expect(tabForComeFrom(tabs, 'addCompany', storageWith({ [STORAGE_KEYS.flagAddCompany]: '0' }))).toBe('account');
    expect(tabForComeFrom(tabs, 'addCompany', storageWith({ [STORAGE_KEYS.flagApplyForm]: '1' }))).toBe('account');
    expect(tabForComeFrom(tabs, 'somewhere', storageWith({ [STORAGE_KEYS.flagAddCompany]: '1' }))).toBe('account');
    expect(tabForComeFrom(tabs, null, storageWith({ [STORAGE_KEYS.flagAddCompany]: '1' }))).toBe('account');
  });

  it('clears a flag once it has been honoured, and only a tab with a flag has one to clear', () => {
    const storage = storageWith({ [STORAGE_KEYS.flagProductForm]: '1', [STORAGE_KEYS.flagApplyForm]: '1' });
    consumeComeFromFlag(tabs, 'listings', storage);
    expect(storage.map.has(STORAGE_KEYS.flagProductForm)).toBe(false);
    expect(storage.map.get(STORAGE_KEYS.flagApplyForm)).toBe('1');
    consumeComeFromFlag(tabs, 'messages', storage);
    expect(storage.map.get(STORAGE_KEYS.flagApplyForm)).toBe('1');
  });

  it('takes ?tab= only when it names a tab', () => {
    expect(tabOfParam(tabs, 'messages')).toBe('messages');
    expect(tabOfParam(tabs, 'nowhere')).toBeUndefined();
    expect(tabOfParam(tabs, null)).toBeUndefined();
  });
});
