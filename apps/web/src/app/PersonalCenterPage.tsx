import { MyAccountPage } from '../portal/accounts/myAccount/MyAccountPage';
import { personalCenterTabs } from './personalCenterTabs';

/**
 * /main/myAccount: the personal center with the tabs the features declare (personalCenterTabs.ts). One
 * module, loaded when the page is first opened (router.tsx), so the first load carries none of it.
 */
export default function PersonalCenterPage() {
  return <MyAccountPage tabs={personalCenterTabs} />;
}
