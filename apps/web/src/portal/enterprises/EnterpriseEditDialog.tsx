import { Button, Form } from 'antd';
import type { EnterpriseView } from '@jhy/contract';
import { FormWithButtonsDialog } from '../shared/FormWithButtonsDialog';
import { useSaidThenClosed } from '../shared/useSaidThenClosed';
import { useEditEnterprise } from './api/enterpriseQueries';
import { EnterpriseForm } from './form/EnterpriseForm';
import { toFormValues, type EnterpriseFormValues } from './form/enterpriseFormValues';

interface EnterpriseEditDialogProps {
  /** The enterprise being edited; null when the dialog is closed. */
  enterprise: EnterpriseView | null;
  onClose: () => void;
}

/**
 * The personal center's edit dialog (docs/product.md §2 tab 2): the add page's form, filled with the enterprise.
 * Saving sends it back to pending certification; a refusal keeps the dialog open with what was typed.
 */
export function EnterpriseEditDialog({ enterprise, onClose }: EnterpriseEditDialogProps) {
  return (
    <FormWithButtonsDialog title="编辑企业" open={enterprise !== null} width={960} onClose={onClose}>
      {/* Keyed by enterprise: each opening starts from that enterprise's own values. */}
      {enterprise && <EditForm key={enterprise.id} enterprise={enterprise} onClose={onClose} />}
    </FormWithButtonsDialog>
  );
}

function EditForm({ enterprise, onClose }: { enterprise: EnterpriseView; onClose: () => void }) {
  const saved = useSaidThenClosed(onClose);
  const [form] = Form.useForm<EnterpriseFormValues>();
  const edit = useEditEnterprise(form);

  return (
    <EnterpriseForm
      form={form}
      initialValues={toFormValues(enterprise)}
      onSubmit={(payload) => edit.mutate({ ...payload, id: enterprise.id }, { onSuccess: saved })}
    >
      <div className="enterprise-dialog__actions">
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" htmlType="submit" loading={edit.isPending}>
          保存
        </Button>
      </div>
    </EnterpriseForm>
  );
}
