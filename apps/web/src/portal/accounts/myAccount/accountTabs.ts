import type { PersonalCenterTab } from './personalCenterTab';

type RuleTab = Pick<PersonalCenterTab, 'key' | 'comeFrom'>;

/** The personal center's own tab, 我的账户: the one shown when the address names no other. */
export const FIRST_TAB = 'account';

/** The tab named by the address's `?tab=`, or undefined when it names none. */
export const tabOfParam = (tabs: readonly RuleTab[], param: string | null): string | undefined =>
  tabs.find((tab) => tab.key === param)?.key;

/**
 * The comeFrom rule (docs/product.md §2): `?comeFrom=productForm | addCompany | applyForm` opens the tab
 * whose `comeFrom` names it when its flag on the device is '1' — set by the form the user just
 * submitted (useOpenTabAfterSubmit); otherwise the first tab. Reads only; `consumeComeFromFlag`
 * clears the flag once it has been honoured.
 */
export function tabForComeFrom(
  tabs: readonly RuleTab[],
  comeFrom: string | null,
  storage: Pick<Storage, 'getItem'> = localStorage,
): string {
  const tab = tabs.find((candidate) => candidate.comeFrom?.name === comeFrom);
  if (!tab?.comeFrom || storage.getItem(tab.comeFrom.flag) !== '1') return FIRST_TAB;
  return tab.key;
}

export function consumeComeFromFlag(
  tabs: readonly RuleTab[],
  key: string,
  storage: Pick<Storage, 'removeItem'> = localStorage,
): void {
  const flag = tabs.find((candidate) => candidate.key === key)?.comeFrom?.flag;
  if (flag) storage.removeItem(flag);
}
