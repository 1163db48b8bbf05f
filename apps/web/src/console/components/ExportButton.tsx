import { useState } from 'react';
import { Button } from 'antd';
import { CONSOLE_TOKEN_HEADER, type ApiPath } from '@jhy/contract';
import { useAppMessage } from '../../app/feedback';
import { messageOfError } from '../../api/client';
import { getStaffToken } from '../staffSession';

/**
 * 导出 Excel: downloads the view as the server writes it (.xlsx, docs/lifecycles.md "Exports") for the
 * filters on screen — `body` is the list's query; every row of it, not one page.
 */
export function ExportButton({
  path,
  body,
  fileName,
  label = '导出 Excel',
}: {
  path: ApiPath;
  body: object;
  fileName: string;
  /** What the button says, when the export is not the list itself (成交 of the operations page). */
  label?: string;
}) {
  const message = useAppMessage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CONSOLE_TOKEN_HEADER]: getStaffToken() ?? '' },
        body: JSON.stringify({ ...body, page: 1 }),
      });
      if (!res.ok) throw new Error('导出失败');
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      message.error(messageOfError(error, '导出失败'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void download()} loading={busy}>
      {label}
    </Button>
  );
}
