import { ARTICLE_TYPE_LABELS, ARTICLE_TYPES, NEW_TYPE, NEW_TYPE_LABELS, NEWS_CENTER_TYPES } from '@jhy/contract';

/** The three editors over the news table: what each lists, creates and calls its items. */
export interface NewsVariant {
  key: 'news' | 'notices' | 'banners';
  /** What one item is called ('资讯', '通知', '轮播'). */
  noun: string;
  types: readonly number[];
  /** A new item's type; the news editor lets the editor choose among `types`. */
  defaultType: number;
}

export const NEWS_VARIANTS: Record<NewsVariant['key'], NewsVariant> = {
  news: { key: 'news', noun: '资讯', types: NEWS_CENTER_TYPES, defaultType: NEW_TYPE.news },
  notices: { key: 'notices', noun: '通知', types: [NEW_TYPE.notice], defaultType: NEW_TYPE.notice },
  banners: { key: 'banners', noun: '轮播', types: [NEW_TYPE.banner], defaultType: NEW_TYPE.banner },
};

export const typeOptions = (types: readonly number[]) =>
  types.map((type) => ({ value: type, label: NEW_TYPE_LABELS[type] ?? String(type) }));

export const ARTICLE_TYPE_OPTIONS = ARTICLE_TYPES.map((type) => ({ value: type, label: ARTICLE_TYPE_LABELS[type]! }));

export const PUBLISHED_FILTER_OPTIONS = [
  { value: '', label: '全部状态' },
  { value: '1', label: '已发布' },
  { value: '0', label: '未发布' },
];
