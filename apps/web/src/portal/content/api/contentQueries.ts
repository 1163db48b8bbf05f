import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, CAROUSEL, NEW_TYPE, PAGE_SIZE } from '@jhy/contract';
import { get } from '../../../api/client';
import { getQuery } from '../../../api/routeQueries';

/** What a center's list asks for: a tab, a keyword, a page (5 a page, docs/product.md §9). */
export interface CenterQuery {
  type: number;
  keyword: string;
  page: number;
}

/** One page of a news tab; notices (11) come from their own call (docs/product.md §7). */
export function useNewsPage({ type, keyword, page }: CenterQuery) {
  return useQuery({
    queryKey: ['content', 'news', type, keyword, page],
    queryFn: ({ signal }) =>
      type === NEW_TYPE.notice
        ? get(API.noticeList, { keyword, page, limit: PAGE_SIZE.information }, { signal })
        : get(API.newsList, { new_type: type, keyword, page, limit: PAGE_SIZE.information }, { signal }),
    // Keep the previous page on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The information center's carousel: the three newest news items (docs/product.md §2). */
export function useNewsCarousel() {
  return useQuery({
    ...getQuery(['content', 'news', 'carousel'], API.newsList, {
      new_type: NEW_TYPE.news,
      limit: CAROUSEL.newsCarousel,
    }),
    select: (answer) => answer.data,
  });
}

const detailPathOf = (newType: number) =>
  newType === NEW_TYPE.notice ? API.noticeShow : newType === NEW_TYPE.banner ? API.bannerShow : API.newsShow;

/** A news item, notice or banner item by the page's newType. */
export function useNewsDetail(id: number | undefined, newType: number) {
  return useQuery({
    ...getQuery(['content', 'newsDetail', newType, id], detailPathOf(newType), { id }),
    enabled: id !== undefined,
    retry: false,
  });
}

export function useArticlePage({ type, keyword, page }: CenterQuery) {
  return useQuery({
    ...getQuery(['content', 'articles', type, keyword, page], API.articleList, {
      article_type: type,
      keyword,
      page,
      limit: PAGE_SIZE.information,
    }),
    placeholderData: keepPreviousData,
  });
}

/** The policies center's carousel: the three newest policies of any type (docs/product.md §2). */
export function useArticleCarousel() {
  return useQuery({
    ...getQuery(['content', 'articles', 'carousel'], API.articleList, { limit: CAROUSEL.newsCarousel }),
    select: (answer) => answer.data,
  });
}

export function useArticleDetail(id: number | undefined) {
  return useQuery({
    ...getQuery(['content', 'articleDetail', id], API.articleShow, { id }),
    enabled: id !== undefined,
    retry: false,
  });
}
