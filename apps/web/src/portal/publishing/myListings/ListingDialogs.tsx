import { Button, Form } from 'antd';
import { LISTING_FORM, type MyListingRow } from '@jhy/contract';
import { FormWithButtonsDialog } from '../../shared/FormWithButtonsDialog';
import { useSaidThenClosed } from '../../shared/useSaidThenClosed';
import { useEditProduct, useEditProject } from '../api/publishingQueries';
import { ProductForm } from '../product/ProductForm';
import { toProductFormValues, type ProductFormValues } from '../product/productFormValues';
import { ProjectForm } from '../project/ProjectForm';
import { toProjectFormValues, type ProjectFormValues } from '../project/projectFormValues';
import '../../../components/formLayout.css';

export interface ListingDialogState {
  listing: MyListingRow;
  mode: 'view' | 'edit';
}

/**
 * The personal center's listing dialog (docs/product.md §2 tab 3): the three-step form for a disclosure
 * listing, the class-specific form for a class product. View disables every field and offers no
 * 提交; saving an edit sends the listing back to review, and a refusal keeps what was typed.
 */
export function ListingDialog({ state, onClose }: { state: ListingDialogState | null; onClose: () => void }) {
  const verb = state?.mode === 'edit' ? '编辑' : '查看';
  const project = state?.listing.form_type !== LISTING_FORM.product;
  return (
    <FormWithButtonsDialog
      title={state ? `${verb}${project ? '挂牌项目' : '交易产品'}` : ''}
      open={state !== null}
      width={1000}
      onClose={onClose}
    >
      {/* Keyed by listing and mode: each opening starts from that listing's own values. */}
      {state &&
        (project ? (
          <ProjectDialogForm key={`${state.listing.id}-${state.mode}`} {...state} onClose={onClose} />
        ) : (
          <ProductDialogForm key={`${state.listing.id}-${state.mode}`} {...state} onClose={onClose} />
        ))}
    </FormWithButtonsDialog>
  );
}

function ProjectDialogForm({ listing, mode, onClose }: ListingDialogState & { onClose: () => void }) {
  const [form] = Form.useForm<ProjectFormValues>();
  const edit = useEditProject();
  const saved = useSaidThenClosed(onClose);
  return (
    <ProjectForm
      form={form}
      initialValues={toProjectFormValues(listing)}
      readOnly={mode === 'view'}
      submitting={edit.isPending}
      onSubmit={(payload) => edit.mutate({ ...payload, id: listing.id }, { onSuccess: saved })}
      extraActions={<LeaveButton mode={mode} onClose={onClose} />}
    />
  );
}

function ProductDialogForm({ listing, mode, onClose }: ListingDialogState & { onClose: () => void }) {
  const [form] = Form.useForm<ProductFormValues>();
  const edit = useEditProduct();
  const saved = useSaidThenClosed(onClose);
  return (
    <ProductForm
      form={form}
      initialValues={toProductFormValues(listing)}
      readOnly={mode === 'view'}
      onSubmit={(payload) => edit.mutate({ ...payload, id: listing.id }, { onSuccess: saved })}
    >
      <div className="jhy-button-row publish-form__actions">
        <LeaveButton mode={mode} onClose={onClose} />
        {mode === 'edit' && (
          <Button type="primary" htmlType="submit" loading={edit.isPending}>
            提交
          </Button>
        )}
      </div>
    </ProductForm>
  );
}

/** 关闭 a viewed listing, 取消 an edit: enabled even in view mode, where the form disables every other control. */
function LeaveButton({ mode, onClose }: { mode: ListingDialogState['mode']; onClose: () => void }) {
  return (
    <Button disabled={false} onClick={onClose}>
      {mode === 'view' ? '关闭' : '取消'}
    </Button>
  );
}
