import type { ReactNode } from 'react';
import { Modal, type ModalProps } from 'antd';

type FormWithButtonsDialogProps = Pick<ModalProps, 'title' | 'open' | 'width'> & {
  onClose: () => void;
  children: ReactNode;
};

/**
 * A personal-center dialog around a whole form that brings its own buttons: no footer; a click beside it
 * does not close it (what was typed would be lost), and closing it drops the form.
 */
export function FormWithButtonsDialog({ onClose, children, ...frame }: FormWithButtonsDialogProps) {
  return (
    <Modal {...frame} footer={null} onCancel={onClose} destroyOnHidden maskClosable={false}>
      {children}
    </Modal>
  );
}
