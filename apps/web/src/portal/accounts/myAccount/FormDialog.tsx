import { commonMessages } from '@jhy/contract';
import { Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useAppMessage } from '../../../app/feedback';

interface FormDialogProps<Values> {
  form: FormInstance<Values>;
  open: boolean;
  title: string;
  okText: string;
  saving: boolean;
  onClose: () => void;
  /** Called with the values once every field passes its rule; a refused field says formInvalid instead. */
  onSave: (values: Values) => void;
  children: ReactNode;
}

/** A personal-center dialog around one form (edit profile, change password): 取消 and the save button. */
export function FormDialog<Values>({
  form,
  open,
  title,
  okText,
  saving,
  onClose,
  onSave,
  children,
}: FormDialogProps<Values>) {
  const message = useAppMessage();

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      message.error({ content: commonMessages.formInvalid, key: 'form-invalid' });
      return;
    }
    onSave(values);
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      {children}
    </Modal>
  );
}
