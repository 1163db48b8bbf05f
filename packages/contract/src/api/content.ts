import { z } from 'zod';
import {
  articleListQuerySchema,
  contentIdSchema,
  homeNoticeQuerySchema,
  newsListQuerySchema,
  noticeListQuerySchema,
} from '../contentSchemas.js';
import { API } from '../routes.js';
import { pageOf, PUBLIC, routeGroup } from './defineRoute.js';
import { int, text } from './fields.js';

const anyone = routeGroup('content', PUBLIC);

/** What a public list shows of any article, news item or policy alike (one set of columns serves both). */
export const listedArticleSchema = z.object({
  id: int,
  title: text,
  intro: text,
  source: text,
  img_path: text,
  pub_time: text,
  create_time: text,
});

/** One row of a news or notice list (docs/product.md §3 News item, without its body). */
export const newsListItemSchema = listedArticleSchema.extend({
  home_img: text,
  new_type: int,
  /** How a home banner opens (ADD_WAY); 0 and '' for every other item. */
  add_way: int,
  link: text,
  pdf_file: text,
});
export const newsDetailSchema = newsListItemSchema.extend({ content: text });

export const articleListItemSchema = listedArticleSchema.extend({ article_type: int });
export const articleDetailSchema = articleListItemSchema.extend({ content: text });

const newsPage = pageOf(newsListItemSchema);
/** `/index/index/homeNotice`: the home tab list (6 each) and the top news item. */
export const homeNoticeSchema = z.object({
  news: newsPage,
  notice: newsPage,
  top: newsListItemSchema.nullable(),
});

/**
 * The public content calls: home page, information center, notices, policies.
 * Lists show only published items, newest first; a detail of a draft or an unknown id is a 404.
 */
export const contentApi = {
  homePage: anyone.read({ path: API.homePage, summary: '首页轮播（最多 5 条）', output: newsPage }),
  homeNotice: anyone.read({
    path: API.homeNotice,
    summary: '首页通知公告与政策新闻（每类 6 条）及头条新闻',
    input: homeNoticeQuerySchema,
    output: homeNoticeSchema,
  }),
  bannerShow: anyone.read({
    path: API.bannerShow,
    summary: '首页轮播图文详情（newType -1）',
    input: contentIdSchema,
    output: newsDetailSchema,
  }),
  newsList: anyone.read({
    path: API.newsList,
    summary: '资讯中心列表：new_type 0 新闻 / 20 公告 / 21 动态 / 22 成交公告；keyword 搜索；id 为专区',
    input: newsListQuerySchema,
    output: newsPage,
  }),
  newsShow: anyone.read({ path: API.newsShow, summary: '资讯详情', input: contentIdSchema, output: newsDetailSchema }),
  noticeList: anyone.read({
    path: API.noticeList,
    summary: '通知公告列表',
    input: noticeListQuerySchema,
    output: newsPage,
  }),
  noticeShow: anyone.read({
    path: API.noticeShow,
    summary: '通知公告详情',
    input: contentIdSchema,
    output: newsDetailSchema,
  }),
  articleList: anyone.read({
    path: API.articleList,
    summary: '政策法规列表：article_type 8 国家政策 / 10 地方政策 / 9 法律法规；keyword 搜索',
    input: articleListQuerySchema,
    output: pageOf(articleListItemSchema),
  }),
  articleShow: anyone.read({
    path: API.articleShow,
    summary: '政策法规详情',
    input: contentIdSchema,
    output: articleDetailSchema,
  }),
};

/** What a public list shows of any article, news item or policy alike (one set of columns serves both). */
export type ListedArticle = z.output<typeof listedArticleSchema>;
/** One row of a news or notice list (docs/product.md §3 News item, without its body). */
export type NewsListItem = z.output<typeof newsListItemSchema>;
export type NewsDetail = z.output<typeof newsDetailSchema>;
export type ArticleListItem = z.output<typeof articleListItemSchema>;
export type ArticleDetail = z.output<typeof articleDetailSchema>;
/** `/index/index/homeNotice`: the home tab list (6 each) and the top news item. */
export type HomeNoticeAnswer = z.output<typeof homeNoticeSchema>;

/** A home-page banner item: a news item whose `new_type` is -1, opened by `add_way`. */
export type BannerItem = NewsListItem;
export type BannerDetail = NewsDetail;
