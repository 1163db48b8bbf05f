/**
 * Public content of docs/product.md §2/§3/§7: news items (news, announcements, dynamics, deal announcements),
 * notices, policies and regulations, and the home page's banner items. Constants and shapes only:
 * the request schemas are in contentSchemas.ts, so that a page using a constant does not load zod, and
 * the records the API answers are typed beside their output schemas, in api/content.ts.
 */

/** `new_type` of a news item (docs/product.md §2 informationDetail). -1 is a home-page banner item. */
export const NEW_TYPE = {
  news: 0,
  notice: 11,
  announcement: 20,
  dynamics: 21,
  dealAnnouncement: 22,
  banner: -1,
} as const;
export const NEWS_CENTER_TYPES = [0, 20, 21, 22] as const;
/** Every type a news row can have: the information center's four plus notices (11). */
export const NEWS_ITEM_TYPES = [0, 20, 21, 22, 11] as const;
export type NewsItemType = (typeof NEWS_ITEM_TYPES)[number];

export const NEW_TYPE_LABELS: Record<number, string> = {
  0: '新闻资讯',
  20: '公告',
  21: '动态',
  22: '成交公告',
  11: '通知公告',
  [-1]: '首页推荐',
};

/** `article_type` of a policy (docs/product.md §2 Policies center), in the order of the page's tabs. */
export const ARTICLE_TYPE = { nationalPolicy: 8, localPolicy: 10, lawsAndRegulations: 9 } as const;
export const ARTICLE_TYPES = [8, 10, 9] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const ARTICLE_TYPE_LABELS: Record<number, string> = { 8: '国家政策', 10: '地方政策', 9: '法律法规' };

/** How a home banner opens (docs/product.md §2 Home): 13 its link, 14 its PDF, anything else its own page. */
export const ADD_WAY = { link: 13, pdf: 14 } as const;
export const ADD_WAY_LABELS: Record<number, string> = { 0: '图文详情', 13: '外部链接', 14: 'PDF 文件' };

export const contentMessages = {
  notFound: '内容不存在或已下线',
  typeInvalid: '类型无效',
  titleRequired: '请输入标题',
  typeRequired: '请选择类型',
  imageRequired: '请上传图片',
  linkRequired: '请输入以 http:// 或 https:// 开头的链接地址',
  pdfRequired: '请上传 PDF 文件',
  pathInvalid: '文件地址无效',
  deleteConfirm: '确定要删除吗',
} as const;

/** Largest page a content list answers, whatever `limit` asks for. */
export const CONTENT_MAX_PAGE_SIZE = 50;
