/**
 * The result of a sale on the platform (docs/bidding.md "The result"): the 成交确认书 of both sides,
 * its public verification, and the bidding history a closed listing shows. Prices in 万元. Free of
 * zod, as the listing detail's pages import it: the calls' query schemas are in dealResultQueries.ts.
 */
export const dealMessages = {
  confirmationNotFound: '未找到该成交确认书，请核对验证编号',
  notParty: '仅成交双方可下载成交确认书',
  noConfirmation: '该项目尚无成交确认书',
  linkExpired: '下载链接已失效，请重新下载',
  historyNotFound: '该项目没有网络竞价记录',
  historyNotYet: '竞价结束后公布竞价记录',
  noDeal: '该项目尚未在平台成交',
} as const;

/** How the buyer was found (deal_confirmations.method). */
export const DEAL_METHOD = { auction: 1, agreement: 2 } as const;
export const DEAL_METHOD_LABEL: Record<number, string> = { 1: '网络竞价', 2: '协议转让' };

/** A buyer's result on a listing, as myAccount shows it (RegistrationView.result). */
export const BUYER_RESULT = { none: 0, won: 1, lost: 2 } as const;
export const BUYER_RESULT_LABEL: Record<number, string> = { 0: '', 1: '已成交（受让方）', 2: '未成交' };

/** JHY, the China date of the deal, a dash and 8 characters without 0/O/1/I. */
export const VERIFICATION_NO_PATTERN = /^JHY\d{8}-[2-9A-HJ-NP-Z]{8}$/;

/** Which side of a sale the caller was on, in the words of the 成交确认书. */
export const DEAL_ROLE_LABEL = { seller: '转让方', buyer: '受让方' } as const;
