import type { ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useNavigate } from 'react-router';
import './personalCenter.css';
import './portalPage.css';

/** A figure shown before the actions ('已认证企业：3 家'); `testId` lets the journeys read it. */
interface ToolbarCount {
  label: string;
  value: number | undefined;
  unit: string;
  testId: string;
}

interface PersonalCenterToolbarProps {
  /** None on lists that show no count. */
  count?: ToolbarCount;
  searchPlaceholder: string;
  /** The search term, trimmed; an empty term clears the search. */
  onSearch: (term: string) => void;
  /** The tab's buttons after the search box ('添加企业', '发布交易产品'). */
  children: ReactNode;
}

/** The bar above one of the personal center's own lists: figures, a search box and the tab's buttons. */
export function PersonalCenterToolbar({ count, searchPlaceholder, onSearch, children }: PersonalCenterToolbarProps) {
  return (
    <div className="jhy-page__bar jhy-pc-toolbar">
      {count && (
        <p className="jhy-pc-toolbar__summary">
          {count.label}：<strong data-testid={count.testId}>{count.value ?? 0}</strong> {count.unit}
        </p>
      )}
      <div className="jhy-pc-toolbar__actions">
        <Input.Search
          className="jhy-pc-toolbar__search"
          placeholder={searchPlaceholder}
          allowClear
          enterButton="搜索"
          maxLength={100}
          onSearch={(term) => onSearch(term.trim())}
        />
        {children}
      </div>
    </div>
  );
}

/** A personal-center list's primary button ('添加企业', '我要认证'): opens the page where a new record is made. */
export function AddButton({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(to)}>
      {children}
    </Button>
  );
}
