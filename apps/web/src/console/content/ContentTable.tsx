import { Button, Popconfirm, Space, Table, Tag, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { ADD_WAY_LABELS, contentEditorMessages, contentMessages, type ContentConsoleRow } from '@jhy/contract';
import { consoleTime } from '../consoleTime';
import { DemoTag } from '../components/DemoTag';
import { actionsColumn } from '../../components/tableColumns';

interface ContentTableProps {
  rows: ContentConsoleRow[] | undefined;
  loading: boolean;
  pagination: TablePaginationConfig;
  typeLabel: (type: number) => string;
  /** Banners show how they open instead of a type. */
  showAddWay?: boolean;
  onEdit: (row: ContentConsoleRow) => void;
  onPublish: (row: ContentConsoleRow, published: 0 | 1) => void;
  onDelete: (row: ContentConsoleRow) => void;
}

/** An editor's list: title, kind, state, times, and edit / publish / delete (with confirmation). */
export function ContentTable({
  rows,
  loading,
  pagination,
  typeLabel,
  showAddWay,
  onEdit,
  onPublish,
  onDelete,
}: ContentTableProps) {
  const columns: TableColumnsType<ContentConsoleRow> = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (title: string, row) => (
        <Space size={4} wrap>
          {row.img_path && <img className="content-editor__thumb" src={row.img_path} alt="" />}
          <span>{title}</span>
          {row.is_top === 1 && <Tag color="gold">头条</Tag>}
          <DemoTag demo={row.demo} />
        </Space>
      ),
    },
    showAddWay
      ? {
          title: '打开方式',
          dataIndex: 'add_way',
          width: 110,
          render: (way: number) => ADD_WAY_LABELS[way] ?? ADD_WAY_LABELS[0],
        }
      : { title: '类型', dataIndex: 'type', width: 110, render: typeLabel },
    {
      title: '状态',
      dataIndex: 'published',
      width: 90,
      render: (published: number) => (published ? <Tag color="green">已发布</Tag> : <Tag>未发布</Tag>),
    },
    { title: '发布时间', dataIndex: 'pub_time', width: 150, render: consoleTime, responsive: ['md'] },
    { title: '更新时间', dataIndex: 'update_time', width: 150, render: consoleTime, responsive: ['lg'] },
    actionsColumn(190, (row) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => onEdit(row)} aria-label={`编辑 ${row.title}`}>
          编辑
        </Button>
        {row.published ? (
          // Taking an item off the portal is asked once more; publishing is not.
          <Popconfirm
            title={contentEditorMessages.unpublishConfirm}
            description={`「${row.title}」将不再在门户显示，可随时重新发布。`}
            okText="下线"
            cancelText="取消"
            onConfirm={() => onPublish(row, 0)}
          >
            <Button type="link" size="small" aria-label={`下线 ${row.title}`}>
              下线
            </Button>
          </Popconfirm>
        ) : (
          <Button type="link" size="small" onClick={() => onPublish(row, 1)} aria-label={`发布 ${row.title}`}>
            发布
          </Button>
        )}
        <Popconfirm
          title={contentMessages.deleteConfirm}
          description={`「${row.title}」删除后不可恢复。`}
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => onDelete(row)}
        >
          <Button type="link" size="small" danger aria-label={`删除 ${row.title}`}>
            删除
          </Button>
        </Popconfirm>
      </Space>
    )),
  ];
  return (
    <Table
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 760 }}
      locale={{ emptyText: '暂无数据...' }}
    />
  );
}
