import type { ListedArticle, Page } from '@jhy/contract';
import { PortalPage } from '../../../components/PortalPage';
import type { CenterQuery } from '../api/contentQueries';
import { CenterList, type CenterListEntry } from './CenterList';
import { CenterToolbar } from './CenterToolbar';
import { ContentCarousel } from './ContentCarousel';

/** The fields news items and policies share in a list: a listed article's, but its creation time. */
type CenterItem = Omit<ListedArticle, 'create_time'>;

interface ContentCenterProps<Item extends CenterItem> {
  /** The center's name, the breadcrumb's last step. */
  title: string;
  carouselLabel: string;
  listLabel: string;
  searchPlaceholder: string;
  tabs: readonly { type: number; label: string }[];
  query: CenterQuery;
  onQuery: (change: Partial<CenterQuery>) => void;
  carousel: { data?: Item[]; isPending: boolean };
  list: { data?: Page<Item>; isFetching: boolean; isError: boolean; refetch: () => unknown };
  /** Where one item of this center leads. */
  detailPath: (item: Item) => string;
}

/**
 * What the information center and the policies center share: the breadcrumb, the carousel of the
 * newest three, the tabs with the keyword search, and the list, 5 a page (docs/product.md §2, §9).
 */
export function ContentCenter<Item extends CenterItem>({
  title,
  carouselLabel,
  listLabel,
  searchPlaceholder,
  tabs,
  query,
  onQuery,
  carousel,
  list,
  detailPath,
}: ContentCenterProps<Item>) {
  const toEntry = (item: Item): CenterListEntry => ({
    id: item.id,
    title: item.title,
    intro: item.intro,
    source: item.source,
    picture: item.img_path,
    date: item.pub_time.slice(0, 10),
    to: detailPath(item),
  });
  return (
    <PortalPage className="content-page" steps={[{ label: title }]}>
      <ContentCarousel
        label={carouselLabel}
        loading={carousel.isPending}
        entries={(carousel.data ?? []).map(toEntry)}
      />
      <section className="content-panel" aria-label={listLabel}>
        <CenterToolbar
          tabs={tabs}
          activeType={query.type}
          keyword={query.keyword}
          placeholder={searchPlaceholder}
          onType={(type) => onQuery({ type, page: 1 })}
          onSearch={(keyword) => onQuery({ keyword, page: 1 })}
        />
        <CenterList
          entries={list.data?.data.map(toEntry)}
          total={list.data?.total ?? 0}
          page={query.page}
          loading={list.isFetching}
          failed={list.isError}
          onRetry={list.refetch}
          onPage={(page) => onQuery({ page })}
        />
      </section>
    </PortalPage>
  );
}
