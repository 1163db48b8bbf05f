import { Modal, type ModalProps } from 'antd';

type ConsoleFormModalProps = Omit<ModalProps, 'onOk' | 'confirmLoading'> & {
  /** The form inside: the OK button submits it, and its own onFinish saves. */
  form: { submit: () => void };
  /** The save is under way: the OK button spins. */
  saving: boolean;
};

/**
 * A console dialog around one form: its OK button (保存 unless the dialog names its action)
 * submits the form and spins while the save runs. Other Modal props pass through.
 */
export function ConsoleFormModal({ form, saving, ...modal }: ConsoleFormModalProps) {
  return <Modal okText="保存" cancelText="取消" {...modal} confirmLoading={saving} onOk={() => form.submit()} />;
}
