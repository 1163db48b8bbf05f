import { useNavigate } from 'react-router';
import { useAppMessage } from '../../../app/feedback';
import { MY_ACCOUNT_PATH } from '../accountPaths';
import type { ComeFrom } from './personalCenterTab';

/**
 * The writing side of the comeFrom rule (accountTabs.ts), for the forms that end in the personal
 * center (add an enterprise, publish a listing, apply for certification): once the server accepts
 * the submit, its message, the tab's flag set to '1' on the device, and the personal center opened
 * with `?comeFrom=`, which then shows that tab. `comeFrom` is the one the tab declares (its feature's
 * personalCenter.ts).
 */
export function useOpenTabAfterSubmit(comeFrom: ComeFrom) {
  const message = useAppMessage();
  const navigate = useNavigate();
  return (msg: string) => {
    message.success(msg);
    localStorage.setItem(comeFrom.flag, '1');
    void navigate(`${MY_ACCOUNT_PATH}?comeFrom=${comeFrom.name}`);
  };
}
