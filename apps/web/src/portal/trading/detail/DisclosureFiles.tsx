import { FilePdfOutlined, LoadingOutlined, LockOutlined } from '@ant-design/icons';
import { useAppMessage } from '../../../app/feedback';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { commonMessages, type DisclosureFileView } from '@jhy/contract';
import { failureMessage } from '../../../api/mutation';
import { hasToken, rememberRedirectPath } from '../../../api/session';
import { requestAttachmentLink } from '../api/tradingQueries';
import '../../../components/portalButton.css';

/** Starts the browser's download of a same-origin link, as a click on it would. */
function download(url: string, name: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * The disclosure attachments (docs/product.md §2, §6): listed by name to everyone; opening one needs a login.
 * Without a token the page says '需登录后下载或查看相关附件' and goes to the login, which brings the
 * user back here; with one it asks the server for a short-lived link and downloads through it.
 */
export function DisclosureFiles({
  listingId,
  files,
  kind = 'disclosure',
}: {
  listingId: number;
  files: DisclosureFileView[];
  /** 'enroll': the materials the listing's registration asks for (the registration form's templates). */
  kind?: 'disclosure' | 'enroll';
}) {
  const message = useAppMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [opening, setOpening] = useState<number | null>(null);

  if (files.length === 0) return <p className="detail-muted">{commonMessages.noData}</p>;

  const open = async (file: DisclosureFileView) => {
    if (!hasToken()) {
      message.warning(commonMessages.attachmentNeedsLogin);
      rememberRedirectPath(location.pathname + location.search);
      navigate('/login');
      return;
    }
    setOpening(file.index);
    try {
      const link = await requestAttachmentLink(listingId, file.index, kind);
      download(link.url, link.name);
    } catch (error) {
      const text = failureMessage(error);
      if (text) message.error(text);
    } finally {
      setOpening(null);
    }
  };

  const loggedIn = hasToken();
  return (
    <ul className="disclosure-files">
      {files.map((file) => (
        <li key={file.index} className="disclosure-files__item">
          <FilePdfOutlined className="disclosure-files__icon" aria-hidden />
          <span className="disclosure-files__name">{file.name}</span>
          {/* Plain markup: the detail's first render draws no antd component (docs/performance.md). */}
          <button
            type="button"
            className={`portal-button portal-button--small${loggedIn ? ' portal-button--outlined' : ''}`}
            disabled={opening === file.index}
            onClick={() => void open(file)}
          >
            {opening === file.index ? <LoadingOutlined aria-hidden /> : !loggedIn && <LockOutlined aria-hidden />}
            {loggedIn ? '查看/下载' : '登录后查看'}
            {/* Named by what it shows, then which file (WCAG 2.5.3): 「查看/下载 项目披露说明.pdf」. */}
            <span className="jhy-visually-hidden"> {file.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
