import type { ReactNode } from 'react';
import { Button, Popconfirm, type PopconfirmProps } from 'antd';

type ConfirmLinkProps = Omit<PopconfirmProps, 'onConfirm' | 'children'> & {
  /** The link's text in the row. */
  label: ReactNode;
  /** Red, for what removes or stops something. */
  danger?: boolean;
  /** The change, usually a console change's `mutateAsync`. */
  onConfirm: () => Promise<unknown>;
};

/**
 * A table row's action that asks first. The confirmation stays open, its button spinning, while the
 * change runs; a refusal is said by the change's own error path (useConsoleChange), so it is not
 * thrown on from here. `disabled` greys out the link as well as the confirmation.
 */
export function ConfirmLink({ label, danger, onConfirm, ...popconfirm }: ConfirmLinkProps) {
  return (
    <Popconfirm {...popconfirm} onConfirm={() => onConfirm().catch(() => undefined)}>
      <Button type="link" size="small" danger={danger} disabled={popconfirm.disabled}>
        {label}
      </Button>
    </Popconfirm>
  );
}
