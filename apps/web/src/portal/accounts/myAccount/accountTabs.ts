import { STORAGE_KEYS } from '@jhy/contract';

/** The left tabs of the personal center (docs/product.md §2 /main/myAccount), and the message center (docs/messages.md). */
export const ACCOUNT_TABS = [
  { key: 'account', label: '我的账户' },
  { key: 'enterprises', label: '我的企业', comeFrom: 'addCompany', flag: STORAGE_KEYS.flagAddCompany },
  { key: 'listings', label: '产品挂牌信息', comeFrom: 'productForm', flag: STORAGE_KEYS.flagProductForm },
  { key: 'certification', label: '产品认证申请', comeFrom: 'applyForm', flag: STORAGE_KEYS.flagApplyForm },
  { key: 'messages', label: '消息中心' },
  { key: 'bidding', label: '我的报名与竞价' },
  { key: 'deals', label: '我的成交' },
] as const;

export type AccountTabKey = (typeof ACCOUNT_TABS)[number]['key'];
export const FIRST_TAB: AccountTabKey = 'account';

/** The tab named by the address's `?tab=`, or undefined when it names none. */
export const tabOfParam = (param: string | null): AccountTabKey | undefined =>
  ACCOUNT_TABS.find((tab) => tab.key === param)?.key;

/**
 * The comeFrom rule (docs/product.md §2): `?comeFrom=productForm | addCompany | applyForm` opens the matching
 * tab when its flag on the device is '1' — set by the form the user just submitted; otherwise
 * the first tab. Reads only; `consumeComeFromFlag` clears the flag once it has been honoured.
 */
export function tabForComeFrom(
  comeFrom: string | null,
  storage: Pick<Storage, 'getItem'> = localStorage,
): AccountTabKey {
  const tab = ACCOUNT_TABS.find((candidate) => 'comeFrom' in candidate && candidate.comeFrom === comeFrom);
  if (!tab || !('flag' in tab) || storage.getItem(tab.flag) !== '1') return FIRST_TAB;
  return tab.key;
}

export function consumeComeFromFlag(key: AccountTabKey, storage: Pick<Storage, 'removeItem'> = localStorage): void {
  const tab = ACCOUNT_TABS.find((candidate) => candidate.key === key);
  if (tab && 'flag' in tab) storage.removeItem(tab.flag);
}
