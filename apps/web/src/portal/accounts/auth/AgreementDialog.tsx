import { Button, Modal } from 'antd';
import { AGREEMENT_PREAMBLE, AGREEMENT_SECTIONS, AGREEMENT_TITLE } from './registrationAgreement';

/** The user registration service agreement (docs/product.md §2 /register); 'agree' ticks the form's checkbox. */
export function AgreementDialog({
  open,
  onAgree,
  onClose,
}: {
  open: boolean;
  onAgree: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={AGREEMENT_TITLE}
      onCancel={onClose}
      width={760}
      centered
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="agree" type="primary" onClick={onAgree}>
          我已阅读并同意
        </Button>,
      ]}
    >
      <article className="jhy-agreement" tabIndex={0} aria-label={AGREEMENT_TITLE}>
        {AGREEMENT_PREAMBLE.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {AGREEMENT_SECTIONS.map((section) => (
          <section key={section.title}>
            <h3>{section.title}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p className="jhy-agreement__end">（本协议自您勾选同意并完成注册之日起生效。）</p>
      </article>
    </Modal>
  );
}
