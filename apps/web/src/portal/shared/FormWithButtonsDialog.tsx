import type { ReactNode } from 'react';
import { Modal } from 'antd';

/**
 * A personal-center dialog around a whole form that brings its own buttons: no footer; a click beside it
 * does not close it (what was typed would be lost), and closing it drops the form.
 */
export function FormWithButtonsDialog({
  title,
  open,
  width,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  width: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      open={open}
      width={width}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      {children}
    </Modal>
  );
}
