/**
 * Readable names of audit actions (`<target>.<verb>`). A verb or target a feature adds without a
 * name here still shows, as its code.
 */
const TARGETS: Record<string, string> = {
  staff: '员工',
  auth: '',
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
  logout: '退出登录',
  changePassword: '修改本人密码',
  take: '受理',
  pass: '审核通过',
  reject: '驳回',
  publish: '发布',
  unpublish: '撤回',
};

/** Actions whose name is not "verb + target". */
const WHOLE: Record<string, string> = {
  'staff.bootstrap': '首次启动创建管理员',
  'staff.cliAdmin': '命令行创建/重置管理员',
};

export function auditActionLabel(action: string): string {
  if (WHOLE[action]) return WHOLE[action];
  const [target = '', verb = ''] = action.split('.');
  const verbLabel = VERBS[verb];
  const targetLabel = TARGETS[target];
  if (verbLabel === undefined || targetLabel === undefined) return action;
  return `${verbLabel}${targetLabel}`;
}

export function auditTargetLabel(targetType: string): string {
  return TARGETS[targetType] || targetType;
}
