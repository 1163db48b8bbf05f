import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';
import { PUBLISHED_FILTER_OPTIONS } from './contentVariants';

interface ContentListToolbarProps {
  noun: string;
  typeOptions?: { value: number; label: string }[];
  onType?: (type: number | undefined) => void;
  onPublished: (published: string) => void;
  onSearch: (keyword: string) => void;
  onCreate: () => void;
}

/** Search by title, filter by type and by publication, and the button that starts a new item. */
export function ContentListToolbar({
  noun,
  typeOptions,
  onType,
  onPublished,
  onSearch,
  onCreate,
}: ContentListToolbarProps) {
  return (
    <div className="content-editor__toolbar">
      <Space wrap>
        <Input.Search
          placeholder="按标题搜索"
          allowClear
          maxLength={50}
          onSearch={(value) => onSearch(value.trim())}
          style={{ width: 240 }}
        />
        {typeOptions && onType && (
          <Select
            aria-label="类型"
            allowClear
            placeholder="全部类型"
            options={typeOptions}
            onChange={(value: number | undefined) => onType(value)}
            style={{ width: 140 }}
          />
        )}
        <Select
          aria-label="发布状态"
          defaultValue=""
          options={PUBLISHED_FILTER_OPTIONS}
          onChange={onPublished}
          style={{ width: 120 }}
        />
      </Space>
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
        新建{noun}
      </Button>
    </div>
  );
}
