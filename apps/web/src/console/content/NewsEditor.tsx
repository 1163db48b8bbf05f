import { CONSOLE_API, NEW_TYPE_LABELS } from '@jhy/contract';
import { ContentEditor } from './ContentEditor';
import { NewsFormModal } from './NewsFormModal';
import { NEWS_VARIANTS, typeOptions, type NewsVariant } from './contentVariants';

/** The list of one news editor (news, notices or banners) with its form. */
export function NewsEditor({ variant: key }: { variant: NewsVariant['key'] }) {
  const variant = NEWS_VARIANTS[key];
  const listName = `content-${key}`;
  return (
    <ContentEditor
      listName={listName}
      noun={variant.noun}
      paths={{
        list: CONSOLE_API.contentNewsList,
        publish: CONSOLE_API.contentNewsPublish,
        remove: CONSOLE_API.contentNewsDelete,
      }}
      typeOptions={variant.types.length > 1 ? typeOptions(variant.types) : undefined}
      typeParams={(type) => ({ new_type: (type === undefined ? variant.types : [type]).join(',') })}
      typeLabel={(type) => NEW_TYPE_LABELS[type] ?? String(type)}
      showAddWay={key === 'banners'}
      renderForm={(id, close) => <NewsFormModal variant={variant} id={id} listName={listName} onClose={close} />}
    />
  );
}
