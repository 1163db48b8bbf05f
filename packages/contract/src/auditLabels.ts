import { AUCTION_STATE } from './auction.js';
import { DEPOSIT_STATUS, REGISTRATION_STATUS } from './bidding.js';
import { ACCEPTANCE_STATUS } from './certification.js';
import { formatChinaDateTime } from './chinaTime.js';
import { QUALIFICATION_REVIEW } from './listingTransaction.js';
import { STAFF_ROLE_LABELS } from './console.js';
import { ADD_WAY_LABELS, NEW_TYPE_LABELS } from './content.js';
import { AUTH_STATUS } from './enterprises.js';
import { REVIEW_DECISION_LABELS } from './review.js';
import type { StatusBadges } from './statusBadges.js';
import { AUDIT_STATUS, AUDIT_TYPE, ENROLL_STATUS } from './trading.js';

/**
 * How the console's audit log names what the server records (`<targetType>.<verb>` actions, the
 * fields of before/after snapshots and their coded values). Kept beside the other labels of the
 * contract so that a feature adding an action or a field names it here; one without a name still
 * shows, as its code.
 */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  staff: '员工',
  user: '门户用户',
  sysConfig: '系统配置',
  category: '分类',
  enterprise: '企业认证',
  listing: '挂牌项目',
  display_product: '展示产品',
  certification: '认证申请',
  organisation: '认证机构',
  zone: '试点示范区',
  news: '资讯',
  notice: '公告',
  article: '政策法规',
  banner: '轮播图',
  registration: '意向受让报名',
  auction: '网络竞价',
  bankStatement: '银行流水',
};

const VERBS: Record<string, string> = {
  create: '新增',
  add: '新增',
  update: '修改',
  save: '保存',
  rename: '重命名',
  delete: '删除',
  disable: '停用',
  enable: '启用',
  resetPassword: '重置密码',
  login: '登录',
  loginFailed: '登录失败',
  logout: '退出登录',
  changePassword: '修改本人密码',
  changePasswordFailed: '修改本人密码失败',
  ...REVIEW_DECISION_LABELS,
  publish: '发布',
  unpublish: '下线',
};

/** Actions whose name is not "verb + target"; `auth.*` are a member's own session and password. */
const WHOLE: Record<string, string> = {
  'staff.bootstrap': '首次启动创建管理员',
  'staff.cliAdmin': '命令行创建/重置管理员',
  'registration.deposit': '登记保证金到账',
  'registration.depositCorrect': '更正保证金登记',
  'registration.depositConfirm': '确认保证金到账',
  'registration.refund': '登记保证金退还',
  'registration.refundConfirm': '确认保证金退还',
  'registration.refundCorrect': '更正保证金退还',
  'bankStatement.import': '导入银行流水',
  'staff.bootstrapRenew': '首次启动重置管理员密码',
  'listing.deal': '登记成交',
  'listing.end': '结束挂牌项目',
  'listing.extend': '延期挂牌项目',
  // The qualification's own words (QUALIFICATION_REVIEW), not the shared review verbs.
  'registration.pass': QUALIFICATION_REVIEW.labels.pass,
  'registration.reject': `资格${QUALIFICATION_REVIEW.labels.reject}`,
  'auction.pause': '暂停网络竞价',
  'auction.resume': '恢复网络竞价',
};

export function auditActionLabel(action: string): string {
  if (WHOLE[action]) return WHOLE[action];
  const [target = '', verb = ''] = action.split('.');
  const verbLabel = VERBS[verb];
  const targetLabel = target === 'auth' ? '' : AUDIT_TARGET_LABELS[target];
  if (verbLabel === undefined || targetLabel === undefined) return action;
  return `${verbLabel}${targetLabel}`;
}

export function auditTargetLabel(targetType: string): string {
  return AUDIT_TARGET_LABELS[targetType] || targetType;
}

/** Fields of the before/after snapshots, in the names a reviewer reads. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  company_name: '企业名称',
  auth_status: '认证状态',
  remark: '备注',
  status: '状态',
  username: '用户名',
  displayName: '姓名',
  role: '角色',
  content: '内容',
  id: '编号',
  pid: '上级编号',
  group: '分组',
  name: '名称',
  title: '标题',
  intro: '简介',
  source: '来源',
  published: '发布状态',
  pubTime: '发布时间',
  imgPath: '图片',
  homeImg: '首页图片',
  link: '链接',
  pdfFile: 'PDF 文件',
  addWay: '内容形式',
  newType: '资讯类型',
  type: '类型',
  contentLength: '正文长度',
  contentSha256: '正文指纹',
  createdBy: '创建人编号',
  depositStatus: '保证金状态',
  amount: '金额（万元）',
  paidOn: '到账日期',
  reference: '银行流水号',
  refundedOn: '退还日期',
  refundReference: '退款流水号',
  bidderCode: '竞价号',
  fileName: '文件名',
  lineCount: '行数',
  newLines: '新增行数',
  recorded: '登记到账笔数',
  companyName: '企业名称',
  authStatus: '认证状态',
  product_name: '产品名称',
  audit_status: '审核状态',
  audit_type: '审核环节',
  acceptance_status: '受理状态',
  is_public: '是否公开',
  first_reviewed_by: '初审人编号',
  enroll_status: '报名状态',
  closed_status: '交易结果',
  end_time: '截止时间',
  deal_id: '成交编号',
  news_id: '成交公告编号',
  transferee: '受让方',
  state: '竞价状态',
  ends_at: '结束时间',
  pause_reason: '暂停原因',
};

/** A status table of the contract as the code → label map the log reads values with. */
const labelsOf = (table: StatusBadges): Record<string, string> =>
  Object.fromEntries(Object.entries(table).map(([code, { label }]) => [code, label]));

/**
 * Coded values in words: one map per field, from the contract's own status tables (no state named
 * twice). A field means one thing across targets unless its target says otherwise below.
 */
const CODED_VALUES: Record<string, Record<string, string>> = {
  auth_status: labelsOf(AUTH_STATUS),
  authStatus: labelsOf(AUTH_STATUS),
  // Staff and portal users alike: 1 active, 0 disabled.
  status: { 1: '启用', 0: '停用' },
  published: { 1: '已发布', 0: '未发布' },
  role: STAFF_ROLE_LABELS,
  addWay: ADD_WAY_LABELS,
  newType: NEW_TYPE_LABELS,
  depositStatus: labelsOf(DEPOSIT_STATUS),
  audit_status: labelsOf(AUDIT_STATUS),
  audit_type: AUDIT_TYPE,
  acceptance_status: labelsOf(ACCEPTANCE_STATUS),
  enroll_status: labelsOf(ENROLL_STATUS),
  closed_status: labelsOf(ENROLL_STATUS),
  is_public: { 1: '是', 0: '否', true: '是', false: '否' },
  state: AUCTION_STATE,
};

/** Where a target's field means something else than the shared map says. */
const TARGET_CODED_VALUES: Record<string, Record<string, Record<string, string>>> = {
  registration: { status: labelsOf(REGISTRATION_STATUS) },
};

export function auditFieldLabel(field: string): string {
  return AUDIT_FIELD_LABELS[field] ?? field;
}

/** A snapshot's ISO instant (`pubTime`, an auction's end), shown in Beijing time. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

/**
 * One value of a snapshot in words: a coded value as its label ("已认证" for an enterprise's
 * auth_status 1, "资格已确认" for a registration's status 1), an instant in Beijing time, none as
 * '—', anything else as it is.
 */
export function auditValueText(targetType: string, field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatChinaDateTime(new Date(value));
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
    const labels = TARGET_CODED_VALUES[targetType]?.[field] ?? CODED_VALUES[field];
    return labels?.[String(value)] ?? String(value);
  }
  return JSON.stringify(value);
}

/** One field of an entry's change: its label, before and after in words, and whether it changed. */
export interface AuditFieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

/**
 * An entry's before → after, field by field in words, in the order the snapshots list them. A
 * snapshot that is not an object (a deleted row's null) reads '—' throughout.
 */
export function auditChanges(entry: { targetType: string; before: unknown; after: unknown }): AuditFieldChange[] {
  const left = asRecord(entry.before);
  const right = asRecord(entry.after);
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields.map((field) => {
    const before = entry.before == null ? '—' : auditValueText(entry.targetType, field, left[field]);
    const after = entry.after == null ? '—' : auditValueText(entry.targetType, field, right[field]);
    return { field, label: auditFieldLabel(field), before, after, changed: before !== after };
  });
}

/** The changed fields in one line, for a list or a spreadsheet: "审核状态：待审核 → 审核通过；…". */
export function auditChangeText(entry: { targetType: string; before: unknown; after: unknown }): string {
  return auditChanges(entry)
    .filter((change) => change.changed)
    .map((change) => `${change.label}：${change.before} → ${change.after}`)
    .join('；');
}

function asRecord(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return value == null ? {} : { 值: value };
}

/** Who acted, in words: the staff member's name and login, or the system itself. */
export function auditActorText(entry: { staffName: string; staffDisplayName: string }): string {
  if (entry.staffName === 'system') return '系统';
  if (entry.staffName === 'cli') return '命令行';
  return entry.staffDisplayName ? `${entry.staffDisplayName}（${entry.staffName}）` : entry.staffName;
}

/** The record acted on, in words: its kind and its name ("企业认证「青海某某有限公司」"), or its number. */
export function auditTargetText(entry: { targetType: string; targetId: string; targetName: string }): string {
  const kind = auditTargetLabel(entry.targetType);
  if (entry.targetName) return `${kind}「${entry.targetName}」`;
  return entry.targetId ? `${kind}（编号 ${entry.targetId}）` : kind;
}
