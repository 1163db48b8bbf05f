import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, CAROUSEL, NEW_TYPE, PAGE_SIZE } from '@jhy/contract';
import { get } from '../../../api/client';

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
    queryKey: ['content', 'news', 'carousel'],
    queryFn: ({ signal }) => get(API.newsList, { new_type: NEW_TYPE.news, limit: CAROUSEL.newsCarousel }, { signal }),
    select: (answer) => answer.data,
  });
}

const detailPathOf = (newType: number) =>
  newType === NEW_TYPE.notice ? API.noticeShow : newType === NEW_TYPE.banner ? API.bannerShow : API.newsShow;

/** A news item, notice or banner item by the page's newType. */
export function useNewsDetail(id: number | undefined, newType: number) {
  return useQuery({
    queryKey: ['content', 'newsDetail', newType, id],
    queryFn: ({ signal }) => get(detailPathOf(newType), { id }, { signal }),
    enabled: id !== undefined,
    retry: false,
  });
}

export function useArticlePage({ type, keyword, page }: CenterQuery) {
  return useQuery({
    queryKey: ['content', 'articles', type, keyword, page],
    queryFn: ({ signal }) =>
      get(API.articleList, { article_type: type, keyword, page, limit: PAGE_SIZE.information }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The policies center's carousel: the three newest policies of any type (docs/product.md §2). */
export function useArticleCarousel() {
  return useQuery({
    queryKey: ['content', 'articles', 'carousel'],
    queryFn: ({ signal }) => get(API.articleList, { limit: CAROUSEL.newsCarousel }, { signal }),
    select: (answer) => answer.data,
  });
}

export function useArticleDetail(id: number | undefined) {
  return useQuery({
    queryKey: ['content', 'articleDetail', id],
    queryFn: ({ signal }) => get(API.articleShow, { id }, { signal }),
    enabled: id !== undefined,
    retry: false,
  });
}
