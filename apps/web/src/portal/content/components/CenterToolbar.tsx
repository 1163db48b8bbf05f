import { Tabs } from 'antd';
import { PortalSearch } from '../../../components/PortalSearch';

interface CenterToolbarProps {
  tabs: readonly { type: number; label: string }[];
  activeType: number;
  keyword: string;
  placeholder: string;
  onType: (type: number) => void;
  onSearch: (keyword: string) => void;
}

/** A center's category tabs and its keyword search. */
export function CenterToolbar({ tabs, activeType, keyword, placeholder, onType, onSearch }: CenterToolbarProps) {
  return (
    <div className="center-toolbar">
      <Tabs
        className="center-toolbar__tabs"
        activeKey={String(activeType)}
        onChange={(key) => onType(Number(key))}
        items={tabs.map((tab) => ({ key: String(tab.type), label: tab.label }))}
      />
      {/* The list follows what is typed only when the search is sent. */}
      <PortalSearch
        className="center-toolbar__search"
        placeholder={placeholder}
        keyword={keyword}
        onSearch={onSearch}
      />
    </div>
  );
}
