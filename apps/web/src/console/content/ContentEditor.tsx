import { useState, type ReactNode } from 'react';
import type { CONSOLE_API } from '@jhy/contract';
import { pagerOf, useConsoleChange, useConsoleList } from '../components/consoleData';
import { ContentListToolbar } from './ContentListToolbar';
import { ContentTable } from './ContentTable';
import './contentEditor.css';

interface ListQuery {
  page: number;
  keyword: string;
  published: string;
  type?: number;
}

type Paths = typeof CONSOLE_API;

interface ContentEditorProps {
  /** The list's query name; a saved form refreshes it. */
  listName: string;
  /** What one item is called ('资讯', '政策法规'). */
  noun: string;
  paths: {
    list: Paths['contentNewsList'] | Paths['contentArticleList'];
    publish: Paths['contentNewsPublish'] | Paths['contentArticlePublish'];
    remove: Paths['contentNewsDelete'] | Paths['contentArticleDelete'];
  };
  /** The type filter of the toolbar; none when the editor has one type only. */
  typeOptions?: { value: number; label: string }[];
  /** What the list request says of the type for the chosen one (undefined: all the editor's types). */
  typeParams: (type: number | undefined) => Record<string, unknown>;
  typeLabel: (type: number) => string;
  showAddWay?: boolean;
  /** The item's form: `id` null for a new item. */
  renderForm: (id: number | null, close: () => void) => ReactNode;
}

/** A content editor: the toolbar, the paged list with publish and delete, and the item's form. */
export function ContentEditor({
  listName,
  noun,
  paths,
  typeOptions,
  typeParams,
  typeLabel,
  showAddWay,
  renderForm,
}: ContentEditorProps) {
  const [query, setQuery] = useState<ListQuery>({ page: 1, keyword: '', published: '' });
  // undefined: closed; null: a new item; a number: the item being edited.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const list = useConsoleList(listName, paths.list, {
    page: query.page,
    keyword: query.keyword,
    published: query.published,
    ...typeParams(query.type),
  });
  const publish = useConsoleChange(paths.publish, {
    refresh: [listName],
  });
  const remove = useConsoleChange(paths.remove, {
    refresh: [listName],
    failure: '删除失败',
  });

  return (
    <div className="content-editor">
      <ContentListToolbar
        noun={noun}
        typeOptions={typeOptions}
        onType={(type) => setQuery((q) => ({ ...q, type, page: 1 }))}
        onPublished={(published) => setQuery((q) => ({ ...q, published, page: 1 }))}
        onSearch={(keyword) => setQuery((q) => ({ ...q, keyword, page: 1 }))}
        onCreate={() => setEditing(null)}
      />
      <ContentTable
        rows={list.data?.data}
        loading={list.isFetching}
        pagination={pagerOf(query, list.data?.total, (page) => setQuery((q) => ({ ...q, page })))}
        typeLabel={typeLabel}
        showAddWay={showAddWay}
        onEdit={(row) => setEditing(row.id)}
        onPublish={(row, published) => publish.mutate({ id: row.id, published })}
        onDelete={(row) => remove.mutate({ id: row.id })}
      />
      {editing !== undefined && renderForm(editing, () => setEditing(undefined))}
    </div>
  );
}
