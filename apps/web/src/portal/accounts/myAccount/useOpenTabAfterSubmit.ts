import { useNavigate } from 'react-router';
import { useAppMessage } from '../../../app/feedback';
import { MY_ACCOUNT_PATH } from '../accountPaths';
import { ACCOUNT_TABS } from './accountTabs';

type ComeFromTab = Extract<(typeof ACCOUNT_TABS)[number], { comeFrom: string }>;

const COME_FROM_TABS = ACCOUNT_TABS.filter((tab): tab is ComeFromTab => 'comeFrom' in tab);

/**
 * The writing side of the comeFrom rule (accountTabs.ts), for the forms that end in the personal
 * center (add an enterprise, publish a listing, apply for certification): once the server accepts
 * the submit, its message, the tab's flag set to '1' on the device, and the personal center opened
 * with `?comeFrom=`, which then shows that tab.
 */
export function useOpenTabAfterSubmit(key: ComeFromTab['key']) {
  const message = useAppMessage();
  const navigate = useNavigate();
  const tab = COME_FROM_TABS.find((candidate) => candidate.key === key)!;
  return (msg: string) => {
    message.success(msg);
    localStorage.setItem(tab.flag, '1');
    void navigate(`${MY_ACCOUNT_PATH}?comeFrom=${tab.comeFrom}`);
  };
}
