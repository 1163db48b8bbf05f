import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { commonMessages } from '@jhy/contract';
import './listState.css';
import './listFailure.css';
import './portalButton.css';

/**
 * A list whose call failed (docs/product.md §8 shows the network toast): said plainly with a retry, so that it
 * is never mistaken for an empty list. Every list of the portal shows this same state. Plain
 * markup, no antd component: the home page's lists use it, and its first load must stay small.
 */
export function ListFailure({ onRetry, retrying = false }: { onRetry: () => unknown; retrying?: boolean }) {
  return (
    <div className="jhy-list-failure" role="alert">
      <WarningOutlined className="jhy-list-failure__icon" aria-hidden />
      <p>{commonMessages.listFailed}</p>
      <button type="button" className="portal-button" disabled={retrying} onClick={() => void onRetry()}>
        <ReloadOutlined spin={retrying} aria-hidden /> {commonMessages.retry}
      </button>
    </div>
  );
}
