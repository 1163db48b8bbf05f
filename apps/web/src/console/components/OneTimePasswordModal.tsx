import { Alert, Modal, Typography } from 'antd';

/** Shows a password the server chose — once: it is not stored anywhere the console can show again. */
export function OneTimePasswordModal({
  credentials,
  onClose,
}: {
  credentials: { username: string; password: string; reason: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      title={credentials?.reason}
      open={Boolean(credentials)}
      onOk={onClose}
      onCancel={onClose}
      okText="我已记下"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      {credentials && (
        <>
          <Alert
            type="warning"
            showIcon
            message="密码只显示这一次，请当面或通过安全渠道交给本人。本人首次登录时须先修改此密码，之后才能使用管理后台。"
          />
          <dl className="jhy-console-credentials">
            <dt>用户名</dt>
            <dd>
              <Typography.Text copyable data-testid="one-time-username">
                {credentials.username}
              </Typography.Text>
            </dd>
            <dt>初始密码</dt>
            <dd>
              <Typography.Text copyable code data-testid="one-time-password">
                {credentials.password}
              </Typography.Text>
            </dd>
          </dl>
        </>
      )}
    </Modal>
  );
}
