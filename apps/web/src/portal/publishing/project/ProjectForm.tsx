import { useEffect, useState, type ReactNode } from 'react';
import { Button, Grid, Tabs, type FormInstance } from 'antd';
import { useAppMessage } from '../../../app/feedback';
import { LISTING_PROJECT_STEPS, NO_BUYER_END } from '@jhy/contract';
import { useCategoryGroup } from '../../../api/categories';
import { useSysConfig } from '../../../api/sysConfig';
import { useVerifiedEnterprises } from '../api/publishingQueries';
import { useUploadTracker } from '../../../components/upload/useUploadTracker';
import { PublishForm } from '../PublishForm';
import { ProjectBasicsStep } from './ProjectBasicsStep';
import { ProjectMarginStep } from './ProjectMarginStep';
import { ProjectTransferorStep } from './ProjectTransferorStep';
import { marginMoneyFor, toProjectPayload, type ProjectFormValues, type ProjectPayload } from './projectFormValues';
import '../publishing.css';
import '../../../components/formLayout.css';

export interface ProjectFormProps {
  form: FormInstance<ProjectFormValues>;
  /** A stored listing's values (edit, view); a new one starts from the exchange's defaults. */
  initialValues?: ProjectFormValues;
  /** View mode: every field disabled, no 提交 (docs/product.md §2 myAccount tab 3). */
  readOnly?: boolean;
  submitting?: boolean;
  onSubmit?: (payload: ProjectPayload) => void;
  /** Called when a step's rules fail on 提交. */
  onInvalid?: () => void;
  /** Extra buttons before 上一步 (a dialog's 取消). */
  extraActions?: ReactNode;
}

const STEP_KEYS = ['first', 'second', 'third'] as const;

/**
 * The three-step listing form of /main/hangingForm and the personal center's dialog: 基本信息,
 * 转让方简况 / 交易条件 / 受让方资格, 保证金 / 披露附件 / 挂牌信息 — each tab checked by the contract's
 * rules before the next opens (docs/product.md §2), every tab kept mounted so nothing typed is lost.
 */
export function ProjectForm({
  form,
  initialValues,
  readOnly = false,
  submitting = false,
  onSubmit,
  onInvalid,
  extraActions,
}: ProjectFormProps) {
  const message = useAppMessage();
  const [step, setStep] = useState(0);
  // A phone names each tab by its first section, so that the three fit across the screen.
  const wide = Grid.useBreakpoint().md ?? true;
  const enterprises = useVerifiedEnterprises();
  const projectTypes = useCategoryGroup('project_type');
  const transferTypes = useCategoryGroup('transfer_type');
  const decisionTypes = useCategoryGroup('internal_decision_type');
  const config = useSysConfig();
  const uploads = useUploadTracker(['product_img', 'enroll_file', 'disclosure_file']);

  const payee = {
    account_name: config.data?.payee_account_name ?? '',
    open_bank: config.data?.payee_open_bank ?? '',
    account: config.data?.payee_account ?? '',
  };
  const payeeConfigured = Boolean(payee.account_name && payee.open_bank && payee.account);
  // The payee account always shows the exchange's own, even on a listing saved before it changed.
  const startingValues: ProjectFormValues = {
    show_transfer_name: true,
    show_transfer_code: true,
    potential_buyer: NO_BUYER_END,
    margin_money_method: config.data?.margin_money_method ?? '',
    ...initialValues,
    ...payee,
  };

  // The configuration may arrive after the form has mounted: the payee account follows it, and the
  // usual way of paying the margin fills the field while it is still blank.
  const configuration = config.data;
  useEffect(() => {
    if (!configuration) return;
    form.setFieldsValue({
      account_name: configuration.payee_account_name ?? '',
      open_bank: configuration.payee_open_bank ?? '',
      account: configuration.payee_account ?? '',
    });
    if (!form.getFieldValue('margin_money_method')) {
      form.setFieldValue('margin_money_method', configuration.margin_money_method ?? '');
    }
  }, [configuration, form]);

  /** Checks the tabs before `target`; on a failure opens the first failing tab and stays there. */
  const checkStepsBefore = async (target: number): Promise<boolean> => {
    if (readOnly) return true;
    for (let index = 0; index < target; index++) {
      try {
        await form.validateFields([...LISTING_PROJECT_STEPS[index]!.fields]);
      } catch {
        setStep(index);
        return false;
      }
    }
    if (uploads.busy) {
      message.warning('附件正在上传，请稍候');
      return false;
    }
    return true;
  };

  const goTo = async (target: number) => {
    if (target <= step || (await checkStepsBefore(target))) setStep(target);
  };

  const submit = async () => {
    if (!(await checkStepsBefore(STEP_KEYS.length))) {
      onInvalid?.();
      return;
    }
    onSubmit?.(toProjectPayload(form.getFieldsValue(true) as ProjectFormValues));
  };

  const last = step === STEP_KEYS.length - 1;
  const steps = [
    <ProjectBasicsStep
      key="first"
      enterprises={enterprises}
      projectTypes={projectTypes.data ?? []}
      onImagesUploading={uploads.trackers.product_img}
    />,
    <ProjectTransferorStep
      key="second"
      transferTypes={transferTypes.data ?? []}
      decisionTypes={decisionTypes.data ?? []}
      onFilesUploading={uploads.trackers.enroll_file}
    />,
    <ProjectMarginStep
      key="third"
      payeeConfigured={payeeConfigured}
      onFilesUploading={uploads.trackers.disclosure_file}
    />,
  ];

  return (
    <PublishForm<ProjectFormValues>
      form={form}
      readOnly={readOnly}
      initialValues={startingValues}
      onValuesChange={(changed: ProjectFormValues, all: ProjectFormValues) => {
        // Spec §4: a margin percentage fills the margin money (price × percent ÷ 100).
        if ('price' in changed || 'margin_level' in changed) {
          const money = marginMoneyFor(all.price, all.margin_level);
          if (money !== undefined) form.setFieldValue('margin_money', money);
        }
        // A new enterprise is usually its own transferor: fill the name while it is still blank.
        if ('company_id' in changed && !all.transfer_name) {
          const chosen = enterprises.data?.find((enterprise) => enterprise.id === changed.company_id);
          if (chosen) form.setFieldValue('transfer_name', chosen.company_name);
        }
      }}
    >
      <Tabs
        className="publish-form__tabs"
        activeKey={STEP_KEYS[step]}
        onChange={(key) => void goTo(STEP_KEYS.indexOf(key as (typeof STEP_KEYS)[number]))}
        items={LISTING_PROJECT_STEPS.map((definition, index) => ({
          key: STEP_KEYS[index]!,
          label: `${index + 1}. ${wide ? definition.title : definition.title.split(' / ')[0]}`,
          forceRender: true,
          children: steps[index],
        }))}
      />
      <div className="jhy-button-row publish-form__actions">
        {extraActions}
        {step > 0 && (
          <Button disabled={false} onClick={() => setStep(step - 1)}>
            上一步
          </Button>
        )}
        {!last && (
          <Button type="primary" ghost disabled={false} onClick={() => void goTo(step + 1)}>
            下一步
          </Button>
        )}
        {last && !readOnly && (
          <Button type="primary" loading={submitting} onClick={() => void submit()}>
            提交
          </Button>
        )}
      </div>
    </PublishForm>
  );
}
