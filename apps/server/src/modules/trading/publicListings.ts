import {
  CAROUSEL,
  FIRST_PAINT_PLACES,
  firstPaintPicture,
  type FirstPaintPicture,
  type ListingBanner,
  type ListingCard,
  type ListingListQuery,
  type Page,
  tradingMessages,
} from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../infra/errors.js';
import {
  categoryNames,
  findPublicListing,
  listBannerListings,
  countedPagePublicListings,
  type ListingCardRow,
  pagePublicListings,
  projectTypeKind,
  type PublicListingFilter,
} from './listingRepository.js';
import { type ChangeVersion, ListingListCache } from './listingListCache.js';
import { toListingBanner, toListingCard, toListingDetail } from './listingView.js';

/** The trading center's public reads (docs/product.md §7 listing calls): only public listings, ever. */
export class PublicListings {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {
    // One change version for all three: a listing or category change drops them together.
    this.totals = new ListingListCache(db);
    this.pages = new ListingListCache(db);
    this.projectTypes = new ListingListCache(db, 100);
    this.names = new ListingListCache(db, 1);
    this.bannerCards = new ListingListCache(db, 1);
  }

  private readonly totals: ListingListCache<number>;
  private readonly pages: ListingListCache<Page<ListingCard>>;
  private readonly projectTypes: ListingListCache<'group' | 'class' | undefined>;
  private readonly names: ListingListCache<Map<number, string>>;
  // Also read for every index.html (modules/firstPaint), not only by the trading center.
  private readonly bannerCards: ListingListCache<ListingBanner[]>;

  /**
   * One page of public listings. Pages and totals are served from caches while provably current
   * (listingListCache.ts); the total is kept per filter, so paging through a list counts it once.
   */
  async list(query: ListingListQuery): Promise<Page<ListingCard>> {
    const now = this.clock();
    // One version read for the request's three caches, not one each in turn: on PostgreSQL each
    // read is a round trip, and a cache miss waited for three (docs/performance.md "The list's
    // caches read the version once per request").
    const known = await this.pages.currentVersion();
    const filter = await this.filterOf(query, known);
    if (!filter) return { total: 0, data: [] };
    const filterKey = JSON.stringify(filter);
    const page = { page: query.page, limit: query.limit };
    // The page is kept whole, one object while it is current: the route writes its JSON once
    // (`reuseAnswers` in infra/serveRoute.ts). The total is kept per filter besides.
    return this.pages.get(
      `${filterKey}|${page.page}|${page.limit}`,
      now,
      async () => {
        // A total not kept yet comes with the page, in one statement where the filter allows
        // (countedPagePublicListings); a request that finds it kept, or loading for another page,
        // reads the page alone.
        let counted: ListingCardRow[] | undefined;
        const [total, names] = await Promise.all([
          this.totals.get(
            filterKey,
            now,
            async () => {
              const both = await countedPagePublicListings(this.db, filter, page, now);
              counted = both.rows;
              return both.total;
            },
            known,
          ),
          this.categoryNames(now, known),
        ]);
        const rows = counted ?? (await pagePublicListings(this.db, filter, page, now));
        return { total, data: rows.map((row) => toListingCard(row, names)) };
      },
      known,
    );
  }

  /** The query's filter; undefined when it asks for a project type that does not exist. */
  private async filterOf(query: ListingListQuery, known: ChangeVersion): Promise<PublicListingFilter | undefined> {
    const filter: PublicListingFilter = {
      enrollStatus: query.enroll_status as PublicListingFilter['enrollStatus'],
      name: query.project_name,
    };
    if (query.project_type !== undefined) {
      // A group (97, 98) filters on first_category, a class on second_category: each has its index.
      const kind = await this.projectTypes.get(
        String(query.project_type),
        this.clock(),
        () => projectTypeKind(this.db, query.project_type!),
        known,
      );
      if (kind === undefined) return undefined;
      if (kind === 'group') filter.groupId = query.project_type;
      else filter.classId = query.project_type;
    }
    return filter;
  }

  async detail(id: number) {
    const now = this.clock();
    const [row, names] = await Promise.all([findPublicListing(this.db, id, now), this.categoryNames(now)]);
    if (!row) throw notFound(tradingMessages.listingNotFound);
    return toListingDetail(row, names);
  }

  /**
   * The picture index.html draws for TradingDetailTwo before the app has loaded: the listing's first
   * picture as its gallery shows it (docs/performance.md "First paint"); null for a listing that is
   * not public or has no picture, so nothing is drawn that the page would not show.
   */
  async firstPicture(id: number): Promise<FirstPaintPicture | null> {
    const first = (await findPublicListing(this.db, id, this.clock()))?.productImages[0];
    return first ? firstPaintPicture(FIRST_PAINT_PLACES.listingGallery, first) : null;
  }

  banners(): Promise<ListingBanner[]> {
    const now = this.clock();
    return this.bannerCards.get('first', now, async () => {
      const [rows, names] = await Promise.all([
        listBannerListings(this.db, CAROUSEL.bannerMax, now),
        this.categoryNames(now),
      ]);
      return rows.map((row) => toListingBanner(row, names));
    });
  }

  /** Every category's name by id, kept under the listings' change version (a rename bumps it). */
  private categoryNames(now: Date, known?: ChangeVersion): Promise<Map<number, string>> {
    return this.names.get('all', now, () => categoryNames(this.db), known);
  }
}
