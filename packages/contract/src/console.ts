/**
 * The exchange staff's console: roles, what each role may do, where its API lives and what the
 * browser keeps. The server's guard (`requireStaff`) and the console's side menu both read
 * `CONSOLE_PERMISSIONS`, so a menu entry is shown exactly when its routes would answer.
 */
import { commonMessages } from './messages.js';
export const STAFF_ROLES = ['admin', 'reviewer', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: '管理员',
  reviewer: '审核员',
  editor: '编辑',
};

/**
 * Who may do what. The decisions the issue leaves open:
 * - a reviewer may look up portal users (to see who submitted what) but not disable them;
 *   disabling a person's account is an admin decision;
 * - the SMS outbox holds verification codes and the audit log holds every staff action, so
 *   only an admin reads them;
 * - an editor keeps the site's wording: content, system configuration and categories.
 */
export const CONSOLE_PERMISSIONS = {
  'dashboard.view': ['admin', 'reviewer', 'editor'],
  'review.decide': ['admin', 'reviewer'],
  // Recording a deal publishes figures and ending a listing stops a trade: an admin decision.
  'listings.operate': ['admin'],
  'content.edit': ['admin', 'editor'],
  'sysConfig.edit': ['admin', 'editor'],
  'categories.edit': ['admin', 'editor'],
  'users.view': ['admin', 'reviewer'],
  'users.manage': ['admin'],
  'staff.manage': ['admin'],
  'sms.view': ['admin'],
  'audit.view': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type ConsolePermission = keyof typeof CONSOLE_PERMISSIONS;

export function staffCan(role: string | undefined, permission: ConsolePermission): boolean {
  return (CONSOLE_PERMISSIONS[permission] as readonly string[]).includes(role ?? '');
}

/** The staff token travels in this header; the portal's `token` header is never a staff session. */
export const CONSOLE_TOKEN_HEADER = 'x-staff-token';

/** What the console keeps in the browser, apart from the portal's STORAGE_KEYS (a portal logout leaves it). */
export const CONSOLE_STORAGE_KEYS = {
  token: 'consoleStaffToken',
  profile: 'consoleStaffProfile',
} as const;

export const CONSOLE_PAGE_SIZE = 20;

/**
 * Every message the console's server and pages say about its own rules. Kept here, apart from the
 * zod schemas, so that a page that needs a message does not load zod with it.
 */
export const consoleMessages = {
  usernameRequired: '请输入用户名',
  usernameInvalid: '用户名为 3–32 位小写字母、数字或下划线，以字母开头',
  captchaRequired: '请输入图形验证码',
  captchaWrong: '图形验证码错误或已过期，请重新输入',
  /** The same words whether the username is unknown or the password wrong. */
  loginFailed: '用户名或密码错误',
  loggedIn: '登录成功',
  loggedOut: '已退出登录',
  staffDisabled: '账号已停用，请联系管理员',
  displayNameRequired: '请输入姓名',
  displayNameTooLong: '姓名不能超过 20 个字',
  roleRequired: '请选择角色',
  usernameTaken: '用户名已存在',
  staffNotFound: '员工不存在',
  cannotDisableSelf: '不能停用自己的账号',
  lastAdmin: '至少需要保留一名启用的管理员',
  oldPasswordRequired: '请输入原密码',
  oldPasswordWrong: '原密码不正确',
  confirmRequired: '请再次输入密码',
  passwordMismatch: '两次输入密码不一致!',
  userNotFound: '用户不存在',
  sysConfigNotFound: commonMessages.sysConfigNotFound,
  sysConfigTooLong: '内容过长',
  /** A footer QR code's address: what the code opens must be a web address. */
  qrCodeUrlInvalid: '二维码地址须为 http:// 或 https:// 开头的网址，留空则不显示',
  emailInvalid: '邮箱格式不正确',
  categoryNotFound: '分类不存在',
  categoryGroupRequired: '请选择分类组',
  categoryNameRequired: '请输入分类名称',
  categoryNameTooLong: '分类名称不能超过 50 个字',
  categoryNameTaken: '同级下已有同名分类',
  rejectRemarkRequired: '请填写驳回原因',
  reviewRemarkTooLong: '审核意见不能超过 500 个字',
  reviewStateChanged: '该记录状态已变化，请刷新后重试',
  reviewContentChanged: '申请内容已被修改，请刷新后重新审核',
  reviewVersionRequired: '请刷新后重新审核',
  saved: '保存成功',
  /** What a review decision answers: what it did (reviewEndpoint.ts), not 保存成功. */
  decidedTake: '已受理，进入审核',
  decidedPass: '已审核通过',
  decidedReject: '已驳回，申请人将看到驳回意见',
  mustChangePassword: '请先修改初始密码',
  newPasswordSameAsOld: '新密码不能与原密码相同',
} as const;

/**
 * Every path of the console's API, one table for all its features. The portal's paths are in `API`
 * (routes.ts), which the portal's first screen loads: a console path does not belong there.
 */
export const CONSOLE_API = {
  captcha: '/console/api/auth/captcha',
  login: '/console/api/auth/login',
  logout: '/console/api/auth/logout',
  me: '/console/api/auth/me',
  changePassword: '/console/api/auth/changePassword',
  dashboard: '/console/api/dashboard',
  staffList: '/console/api/staff/list',
  staffCreate: '/console/api/staff/create',
  staffUpdate: '/console/api/staff/update',
  staffDisable: '/console/api/staff/disable',
  staffEnable: '/console/api/staff/enable',
  staffResetPassword: '/console/api/staff/resetPassword',
  userList: '/console/api/users/list',
  userDetail: '/console/api/users/detail',
  userDisable: '/console/api/users/disable',
  userEnable: '/console/api/users/enable',
  userMessages: '/console/api/users/messages',
  sysConfigList: '/console/api/sysConfig/list',
  sysConfigUpdate: '/console/api/sysConfig/update',
  categoryTree: '/console/api/categories/tree',
  categoryAdd: '/console/api/categories/add',
  categoryRename: '/console/api/categories/rename',
  smsOutbox: '/console/api/sms/outbox',
  auditList: '/console/api/audit/list',
  auditExport: '/console/api/audit/export',
  auditActions: '/console/api/audit/actions',
  // enterprises: the verification queue (reviewers)
  enterpriseQueue: '/console/api/enterprises/list',
  enterpriseDetail: '/console/api/enterprises/detail',
  enterpriseDecide: '/console/api/enterprises/decide',
  // listings: the review queue and operations (reviewers decide; admins operate)
  /** Review queue: paged, by audit status / step / name. */
  listingQueue: '/console/api/listings/list',
  /** One listing as the reviewer sees it: every field and attachment. */
  listingDetail: '/console/api/listings/detail',
  /** `{ id, decision: 'pass' | 'reject', remark, version }` (shared review decision shape). */
  listingDecide: '/console/api/listings/decide',
  /** Public listings for the operations page (record deal, end, extend). */
  listingOperations: '/console/api/listings/operations',
  listingRecordDeal: '/console/api/listings/recordDeal',
  /** The deals of the operations page's search as .xlsx. */
  listingDealExport: '/console/api/listings/deals/export',
  listingEnd: '/console/api/listings/end',
  listingExtend: '/console/api/listings/extend',
  // certification: the acceptance queue and the organisations
  certificationQueue: '/console/api/certification/list',
  certificationDetail: '/console/api/certification/detail',
  certificationDecide: '/console/api/certification/decide',
  certificationOrganisations: '/console/api/certification/organisations',
  certificationOrganisationSave: '/console/api/certification/organisations/save',
  certificationOrganisationDelete: '/console/api/certification/organisations/delete',
  // pilot demonstration: the zones and the display product queue
  pilotZones: '/console/api/pilot/zones',
  pilotZoneSave: '/console/api/pilot/zones/save',
  pilotProductQueue: '/console/api/pilot/products',
  pilotProductDetail: '/console/api/pilot/products/detail',
  pilotProductDecide: '/console/api/pilot/products/decide',
  // content editors: news of every type, notices, home banners, policies
  contentNewsList: '/console/api/content/news/list',
  contentNewsDetail: '/console/api/content/news/detail',
  contentNewsSave: '/console/api/content/news/save',
  contentNewsPublish: '/console/api/content/news/publish',
  contentNewsDelete: '/console/api/content/news/delete',
  contentArticleList: '/console/api/content/articles/list',
  contentArticleDetail: '/console/api/content/articles/detail',
  contentArticleSave: '/console/api/content/articles/save',
  contentArticlePublish: '/console/api/content/articles/publish',
  contentArticleDelete: '/console/api/content/articles/delete',
  /** An editor's picture (jpg/png/gif, 10 MB) or a banner's PDF (20 MB): multipart field `file`. */
  contentUpload: '/console/api/content/upload',
  // bidding (docs/bidding.md "Console"): registrations, their qualification and deposits, the auctions
  biddingRegistrationQueue: '/console/api/bidding/registrations',
  biddingRegistrationDetail: '/console/api/bidding/registrations/detail',
  biddingRegistrationDecide: '/console/api/bidding/registrations/decide',
  biddingDeposit: '/console/api/bidding/registrations/deposit',
  biddingRefund: '/console/api/bidding/registrations/refund',
  biddingDepositCorrect: '/console/api/bidding/registrations/deposit/correct',
  biddingDepositConfirm: '/console/api/bidding/registrations/deposit/confirm',
  biddingRefundConfirm: '/console/api/bidding/registrations/refund/confirm',
  biddingRefundCorrect: '/console/api/bidding/registrations/refund/correct',
  depositLedger: '/console/api/bidding/deposits',
  depositLedgerExport: '/console/api/bidding/deposits/export',
  biddingRegistrationExport: '/console/api/bidding/registrations/export',
  statementImport: '/console/api/bidding/statements/import',
  statementLines: '/console/api/bidding/statements/lines',
  statementConfirm: '/console/api/bidding/statements/confirm',
  auctionWatch: '/console/api/bidding/auction',
  auctionList: '/console/api/bidding/auctions',
  auctionPause: '/console/api/bidding/auction/pause',
  auctionResume: '/console/api/bidding/auction/resume',
  /** Listings whose window close or settlement failed: staff look into each (docs/lifecycles.md "Jobs"). */
  transactionAttention: '/console/api/bidding/attention',
} as const;

/** Names of the category groups (db `categories.group`) as the console shows them. */
export const CATEGORY_GROUP_LABELS: Record<string, string> = {
  pilot: '试点示范菜单',
  display_category: '展示产品分类',
  supplyhonr: '物质供给类荣誉',
  culturehonr: '文化服务类荣誉',
  season: '季节',
  project_type: '交易项目类型',
  transfer_type: '转让方类型',
  internal_decision_type: '内部决策文件类型',
  id_type: '企业证件类型',
  auth_type: '认证类型',
};
