import { useState } from 'react';
import {
  CONTENT_CONSOLE_API as C,
  NEW_TYPE_LABELS,
  type ContentConsoleRow,
  type NewsConsoleDetail,
} from '@jhy/contract';
import { pagerOf, useConsoleChange, useConsoleList } from '../components/consoleData';
import { ContentListToolbar } from './ContentListToolbar';
import { ContentTable } from './ContentTable';
import { NewsFormModal } from './NewsFormModal';
import { NEWS_VARIANTS, typeOptions, type NewsVariant } from './contentVariants';
import './contentEditor.css';

interface ListQuery {
  page: number;
  keyword: string;
  published: string;
  type?: number;
}

/** The list of one news editor (news, notices or banners) with its form. */
export function NewsEditor({ variant: key }: { variant: NewsVariant['key'] }) {
  const variant = NEWS_VARIANTS[key];
  const [query, setQuery] = useState<ListQuery>({ page: 1, keyword: '', published: '' });
  // undefined: closed; null: a new item; a number: the item being edited.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const listName = `content-${key}`;
  const list = useConsoleList<ContentConsoleRow>(listName, C.newsList, {
    page: query.page,
    keyword: query.keyword,
    published: query.published,
    new_type: (query.type === undefined ? variant.types : [query.type]).join(','),
  });
  const publish = useConsoleChange<{ id: number; published: number }, NewsConsoleDetail>(C.newsPublish, {
    refresh: [listName],
  });
  const remove = useConsoleChange<{ id: number }, { id: number }>(C.newsDelete, {
    refresh: [listName],
    failure: '删除失败',
  });

  return (
    <div className="content-editor">
      <ContentListToolbar
        noun={variant.noun}
        typeOptions={variant.types.length > 1 ? typeOptions(variant.types) : undefined}
        onType={(type) => setQuery((q) => ({ ...q, type, page: 1 }))}
        onPublished={(published) => setQuery((q) => ({ ...q, published, page: 1 }))}
        onSearch={(keyword) => setQuery((q) => ({ ...q, keyword, page: 1 }))}
        onCreate={() => setEditing(null)}
      />
      <ContentTable
        rows={list.data?.data}
        loading={list.isFetching}
        pagination={pagerOf(query, list.data?.total, (page) => setQuery((q) => ({ ...q, page })))}
        typeLabel={(type) => NEW_TYPE_LABELS[type] ?? String(type)}
        showAddWay={key === 'banners'}
        onEdit={(row) => setEditing(row.id)}
        onPublish={(row, published) => publish.mutate({ id: row.id, published })}
        onDelete={(row) => remove.mutate({ id: row.id })}
      />
      {editing !== undefined && (
        <NewsFormModal variant={variant} id={editing} listName={listName} onClose={() => setEditing(undefined)} />
      )}
    </div>
  );
}
