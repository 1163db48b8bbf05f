import { STAFF_ROLE_LABELS } from './console.js';
import { ADD_WAY_LABELS, NEW_TYPE_LABELS } from './content.js';
import { AUTH_STATUS } from './enterprises.js';
import { REVIEW_DECISION_LABELS } from './review.js';

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
  displayProduct: '展示产品',
  certification: '认证申请',
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
  'bankStatement.import': '导入银行流水',
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
};

const CODED_VALUES: Record<string, Record<string, string>> = {
  auth_status: Object.fromEntries(Object.entries(AUTH_STATUS).map(([code, { label }]) => [code, label])),
  // Staff and portal users alike: 1 active, 0 disabled.
  status: { 1: '启用', 0: '停用' },
  published: { 1: '已发布', 0: '未发布' },
  role: STAFF_ROLE_LABELS,
  addWay: ADD_WAY_LABELS,
  newType: NEW_TYPE_LABELS,
  // DEPOSIT_STATUS's labels (bidding.ts), written here: this file stays free of the schema library.
  depositStatus: {
    0: '未到账',
    1: '已到账',
    2: '已转为价款',
    3: '待退还',
    4: '已退还',
    5: '待确认到账',
    6: '待确认退还',
  },
};

export function auditFieldLabel(field: string): string {
  return AUDIT_FIELD_LABELS[field] ?? field;
}

/** A coded value as its label ("已认证" for auth_status 1); any other value unchanged. */
export function auditValueLabel(field: string, value: unknown): unknown {
  if (typeof value !== 'number' && typeof value !== 'string') return value;
  return CODED_VALUES[field]?.[String(value)] ?? value;
}
