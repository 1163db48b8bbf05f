import { useState } from 'react';
import {
  ARTICLE_TYPE_LABELS,
  CONTENT_CONSOLE_API as C,
  type ArticleConsoleDetail,
  type ContentConsoleRow,
} from '@jhy/contract';
import { pagerOf, useConsoleChange, useConsoleList } from '../components/consoleData';
import { ArticleFormModal } from './ArticleFormModal';
import { ContentListToolbar } from './ContentListToolbar';
import { ContentTable } from './ContentTable';
import { ARTICLE_TYPE_OPTIONS } from './contentVariants';
import './contentEditor.css';

const LIST_NAME = 'content-policies';

/** The policies editor: national policy 8, local policy 10, laws and regulations 9. */
export default function PoliciesEditorPage() {
  const [query, setQuery] = useState({ page: 1, keyword: '', published: '', type: undefined as number | undefined });
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const list = useConsoleList<ContentConsoleRow>(LIST_NAME, C.articleList, {
    page: query.page,
    keyword: query.keyword,
    published: query.published,
    article_type: query.type ?? '',
  });
  const publish = useConsoleChange<{ id: number; published: number }, ArticleConsoleDetail>(C.articlePublish, {
    refresh: [LIST_NAME],
  });
  const remove = useConsoleChange<{ id: number }, { id: number }>(C.articleDelete, {
    refresh: [LIST_NAME],
    failure: '删除失败',
  });

  return (
    <div className="content-editor">
      <ContentListToolbar
        noun="政策法规"
        typeOptions={ARTICLE_TYPE_OPTIONS}
        onType={(type) => setQuery((q) => ({ ...q, type, page: 1 }))}
        onPublished={(published) => setQuery((q) => ({ ...q, published, page: 1 }))}
        onSearch={(keyword) => setQuery((q) => ({ ...q, keyword, page: 1 }))}
        onCreate={() => setEditing(null)}
      />
      <ContentTable
        rows={list.data?.data}
        loading={list.isFetching}
        pagination={pagerOf(query, list.data?.total, (page) => setQuery((q) => ({ ...q, page })))}
        typeLabel={(type) => ARTICLE_TYPE_LABELS[type] ?? String(type)}
        onEdit={(row) => setEditing(row.id)}
        onPublish={(row, published) => publish.mutate({ id: row.id, published })}
        onDelete={(row) => remove.mutate({ id: row.id })}
      />
      {editing !== undefined && (
        <ArticleFormModal id={editing} listName={LIST_NAME} onClose={() => setEditing(undefined)} />
      )}
    </div>
  );
}
