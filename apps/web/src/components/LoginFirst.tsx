import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { rememberRedirectPath } from '../api/session';

/**
 * What a form page open to visitors shows without a session: every upload needs one, so a visitor
 * logs in first (and comes back to `returnTo`) rather than losing a filled form.
 */
export function LoginFirst({ title, returnTo }: { title: string; returnTo: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={title}
      extra={
        <Button
          type="primary"
          onClick={() => {
            rememberRedirectPath(returnTo);
            void navigate('/login');
          }}
        >
          去登录
        </Button>
      }
    />
  );
}
