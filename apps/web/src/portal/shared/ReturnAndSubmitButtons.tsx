import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { MY_ACCOUNT_PATH } from '../accounts';

/** The buttons under a form opened from the personal center: 返回 goes back there, 提交 submits the form around them. */
export function ReturnAndSubmitButtons({ className, submitting }: { className: string; submitting: boolean }) {
  const navigate = useNavigate();
  return (
    <div className={`jhy-button-row ${className}`}>
      <Button onClick={() => void navigate(MY_ACCOUNT_PATH)}>返回</Button>
      <Button type="primary" htmlType="submit" loading={submitting}>
        提交
      </Button>
    </div>
  );
}
