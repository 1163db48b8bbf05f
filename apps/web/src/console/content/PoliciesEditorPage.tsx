import { ARTICLE_TYPE_LABELS, CONSOLE_API } from '@jhy/contract';
import { ArticleFormModal } from './ArticleFormModal';
import { ContentEditor } from './ContentEditor';
import { ARTICLE_TYPE_OPTIONS } from './contentVariants';

const LIST_NAME = 'content-policies';

/** The policies editor: national policy 8, local policy 10, laws and regulations 9. */
export default function PoliciesEditorPage() {
  return (
    <ContentEditor
      listName={LIST_NAME}
      noun="政策法规"
      paths={{
        list: CONSOLE_API.contentArticleList,
        publish: CONSOLE_API.contentArticlePublish,
        remove: CONSOLE_API.contentArticleDelete,
      }}
      typeOptions={ARTICLE_TYPE_OPTIONS}
      typeParams={(type) => ({ article_type: type ?? '' })}
      typeLabel={(type) => ARTICLE_TYPE_LABELS[type] ?? String(type)}
      renderForm={(id, close) => <ArticleFormModal id={id} listName={LIST_NAME} onClose={close} />}
    />
  );
}
