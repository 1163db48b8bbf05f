/**
 * The message center (docs/messages.md): what a user is told when staff decide on one of their
 * records, in the portal and, unless the user turned it off, by SMS. Zod-free: the pages import it
 * (the records' types, `UserMessage` and `ConsoleUserMessage`, sit beside their output schemas in
 * api/messages.ts).
 */

/** Ten messages a page in the message center (docs/messages.md). */
export const MESSAGE_PAGE_SIZE = 10;

/** Every kind of message, with the label the message center shows beside its title. */
export const MESSAGE_KIND_LABELS = {
  'enterprise.pass': '企业认证',
  'enterprise.reject': '企业认证',
  'listing.firstPass': '挂牌审核',
  'listing.firstReject': '挂牌审核',
  'listing.reviewReject': '挂牌审核',
  'listing.public': '挂牌审核',
  'listing.deal': '挂牌成交',
  'displayProduct.pass': '展示产品',
  'displayProduct.reject': '展示产品',
  'certification.take': '产品认证',
  'certification.pass': '产品认证',
  'certification.reject': '产品认证',
  'registration.pass': '意向受让',
  'registration.reject': '意向受让',
  'deal.won': '成交结果',
  'deal.lost': '成交结果',
  'listing.noBid': '挂牌成交',
  'auction.open': '网络竞价',
  'auction.outbid': '网络竞价',
} as const;
export type MessageKind = keyof typeof MESSAGE_KIND_LABELS;
export const MESSAGE_KINDS = Object.keys(MESSAGE_KIND_LABELS) as MessageKind[];

/** The personal center's tab that shows the record a message is about (docs/product.md §2 myAccount). */
export const MESSAGE_RECORD_ROUTES = {
  enterprise: '/main/myAccount?tab=enterprises',
  listing: '/main/myAccount?tab=listings',
  displayProduct: '/main/myAccount?tab=enterprises',
  certification: '/main/myAccount?tab=certification',
  registration: '/main/myAccount?tab=bidding',
  deal: '/main/myAccount?tab=deals',
} as const;

export const messageCenterMessages = {
  notFound: '消息不存在',
  markedRead: '已标记为已读',
  allMarkedRead: '已全部标记为已读',
  smsNoticeOn: '已开启短信通知',
  smsNoticeOff: '已关闭短信通知',
  /** The count could not be read (a busy server's 503): said, never shown as 0 (docs/messages.md). */
  unreadUnavailable: '未读消息数暂时无法获取，稍后自动重试',
  noticeSettingsSaved: '通知设置已保存',
} as const;
