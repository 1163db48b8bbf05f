import { useNavigate } from 'react-router';
import { rememberRedirectPath } from '../../api/session';
import { certificationFormPath } from './certificationPaths';

/**
 * 我要认证 (docs/product.md §2): keeps the form as the path to return to and opens it; the form is a
 * login-required page, so a visitor logs in on the way and lands on the form afterwards.
 */
export function useApplyForCertification() {
  const navigate = useNavigate();
  return () => {
    const target = certificationFormPath(2);
    rememberRedirectPath(target);
    void navigate(target);
  };
}
