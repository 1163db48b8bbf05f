import { z, type ZodType } from 'zod';
import { CONSOLE_API, STAFF_ROLES } from '../console.js';
import { SYS_CONFIG_KEYS } from '../sysConfig.js';
import {
  auditListSchema,
  categoryAddSchema,
  categoryRenameSchema,
  changeOwnPasswordSchema,
  consoleLoginSchema,
  reviewDecisionSchema,
  smsOutboxSchema,
  staffCreateSchema,
  staffIdSchema,
  staffListSchema,
  staffUpdateSchema,
  sysConfigUpdateSchema,
  userIdSchema,
  userListSchema,
  type ConsoleCategoryNode,
} from '../consoleSchemas.js';
import { ANY_STAFF, consoleRoutes, pageOf, PUBLIC, reviewerRoutes, routeGroup, SELF_ANSWERED } from './defineRoute.js';
import { int, text } from './fields.js';

// Who may call the console's own routes: the sign-in is public, the rest needs a session and mostly one permission.
const signIn = routeGroup('console', PUBLIC);
const anyStaff = routeGroup('console', ANY_STAFF);
const dashboardViewers = consoleRoutes('dashboard.view');
const staffManagers = consoleRoutes('staff.manage');
const userViewers = consoleRoutes('users.view');
const userManagers = consoleRoutes('users.manage');
const configEditors = consoleRoutes('sysConfig.edit');
const categoryEditors = consoleRoutes('categories.edit');
const smsReaders = consoleRoutes('sms.view');
const auditReaders = consoleRoutes('audit.view');

// Console answers name their fields in camelCase (docs/api-conventions.md).

export const staffProfileSchema = z.object({
  id: int,
  username: text,
  displayName: text,
  role: z.enum(STAFF_ROLES),
  /** Only changing the password is allowed until it is false (the printed first admin password). */
  mustChangePassword: z.boolean(),
});

/** Where an account stands, a staff member's and a portal user's alike: enabled or not, last and first seen. */
const accountStateFields = {
  status: int,
  lastLoginAt: text.nullable(),
  createdAt: text,
};

export const staffViewSchema = staffProfileSchema.extend(accountStateFields);

/** What a staff member's sign-in answers: the session token and who they are. */
export const consoleSessionSchema = z.object({ token: text, staff: staffProfileSchema });

export const portalUserViewSchema = z.object({
  id: int,
  mobile: text,
  nickName: text,
  email: text,
  userImage: text,
  userType: int,
  ...accountStateFields,
  /** Sample content of the demo seed, not a real person. */
  demo: z.boolean(),
});

export const auditEntrySchema = z.object({
  id: int,
  staffId: int.nullable(),
  /** The login of who acted ('system' or 'cli' for the system itself), as it was then. */
  staffName: text,
  /** Their name as it is now; '' when the staff member is gone or it was the system. */
  staffDisplayName: text,
  action: text,
  targetType: text,
  targetId: text,
  /**
   * The record's name in words (a listing's title, an enterprise's name, a user's nickname and
   * masked mobile); '' when the record is gone or has none. Read with the page, in one query.
   */
  targetName: text,
  before: z.unknown(),
  after: z.unknown(),
  remark: text,
  ip: text,
  createdAt: text,
});

export const portalUserDetailSchema = portalUserViewSchema.extend({
  wchat: text,
  activeSessions: int,
  /** The latest console actions on this user. */
  history: z.array(auditEntrySchema),
});

export const smsOutboxEntrySchema = z.object({
  id: int,
  mobile: text,
  content: text,
  driver: text,
  createdAt: text,
});

export const sysConfigEntrySchema = z.object({
  id: int,
  /** Only the keys the console may save are listed. */
  name: z.enum(SYS_CONFIG_KEYS),
  title: text,
  content: text,
  format: z.enum(['text', 'html']),
  updatedAt: text,
});

const categoryNodeSchema: z.ZodType<ConsoleCategoryNode> = z.object({
  id: int,
  pid: int,
  name: text,
  get children() {
    return z.array(categoryNodeSchema);
  },
});

export const categoryGroupSchema = z.object({
  group: text,
  label: text,
  nodes: z.array(categoryNodeSchema),
});

export const dashboardSchema = z.object({
  queues: z.array(z.object({ key: text, title: text, path: text, pending: int })),
  totals: z.object({
    users: int,
    activeUsers: int,
    staff: int,
    auditToday: int,
  }),
});

/**
 * The decision route of one review queue: `{ id, decision, remark, version }`, reviewers and admins
 * only; it answers the decided record as `output` describes it.
 */
export function reviewDecisionRoute<const Path extends string, Output extends ZodType>(
  path: Path,
  summary: string,
  output: Output,
) {
  return reviewerRoutes.write({ path, summary, input: reviewDecisionSchema, output });
}

/** The staff console's own API under /console/api/: sign-in, dashboard, staff, users, settings, logs. */
export const staffConsoleApi = {
  consoleCaptcha: signIn.read({
    path: CONSOLE_API.captcha,
    summary: '管理后台登录图形验证码（PNG）',
    output: SELF_ANSWERED,
  }),
  consoleLogin: signIn.write({
    path: CONSOLE_API.login,
    summary: '员工登录',
    input: consoleLoginSchema,
    output: consoleSessionSchema,
  }),
  consoleLogout: anyStaff.write({ path: CONSOLE_API.logout, summary: '员工退出登录', output: z.null() }),
  consoleMe: anyStaff.read({ path: CONSOLE_API.me, summary: '当前员工', output: staffProfileSchema }),
  consoleChangePassword: anyStaff.write({
    path: CONSOLE_API.changePassword,
    summary: '修改自己的密码（其他会话全部结束，返回新令牌）',
    input: changeOwnPasswordSchema,
    output: z.object({ token: text }),
  }),
  consoleDashboard: dashboardViewers.read({
    path: CONSOLE_API.dashboard,
    summary: '工作台：各审核队列待处理数与概况',
    output: dashboardSchema,
  }),
  staffList: staffManagers.read({
    path: CONSOLE_API.staffList,
    summary: '员工列表',
    input: staffListSchema,
    output: pageOf(staffViewSchema),
  }),
  staffCreate: staffManagers.write({
    path: CONSOLE_API.staffCreate,
    summary: '新增员工（服务器生成初始密码，只返回这一次）',
    input: staffCreateSchema,
    output: z.object({ staff: staffViewSchema, password: text }),
  }),
  staffUpdate: staffManagers.write({
    path: CONSOLE_API.staffUpdate,
    summary: '修改员工姓名与角色',
    input: staffUpdateSchema,
    output: staffViewSchema,
  }),
  staffDisable: staffManagers.write({
    path: CONSOLE_API.staffDisable,
    summary: '停用员工（立即结束其会话）',
    input: staffIdSchema,
    output: staffViewSchema,
  }),
  staffEnable: staffManagers.write({
    path: CONSOLE_API.staffEnable,
    summary: '启用员工',
    input: staffIdSchema,
    output: staffViewSchema,
  }),
  staffResetPassword: staffManagers.write({
    path: CONSOLE_API.staffResetPassword,
    summary: '重置员工密码（服务器生成新密码，只返回这一次）',
    input: staffIdSchema,
    output: z.object({ password: text }),
  }),
  userList: userViewers.read({
    path: CONSOLE_API.userList,
    summary: '门户用户（按手机号或昵称检索）',
    input: userListSchema,
    output: pageOf(portalUserViewSchema),
  }),
  userDetail: userViewers.read({
    path: CONSOLE_API.userDetail,
    summary: '门户用户详情',
    input: userIdSchema,
    output: portalUserDetailSchema,
  }),
  userDisable: userManagers.write({
    path: CONSOLE_API.userDisable,
    summary: '停用门户用户（立即结束其会话）',
    input: userIdSchema,
    output: portalUserViewSchema,
  }),
  userEnable: userManagers.write({
    path: CONSOLE_API.userEnable,
    summary: '启用门户用户',
    input: userIdSchema,
    output: portalUserViewSchema,
  }),
  sysConfigList: configEditors.read({
    path: CONSOLE_API.sysConfigList,
    summary: '系统配置（含格式）',
    output: z.array(sysConfigEntrySchema),
  }),
  sysConfigUpdate: configEditors.write({
    path: CONSOLE_API.sysConfigUpdate,
    summary: '修改一项系统配置（富文本经白名单清洗）',
    input: sysConfigUpdateSchema,
    output: sysConfigEntrySchema,
  }),
  categoryTree: categoryEditors.read({
    path: CONSOLE_API.categoryTree,
    summary: '分类树（按组）',
    output: z.array(categoryGroupSchema),
  }),
  categoryAdd: categoryEditors.write({
    path: CONSOLE_API.categoryAdd,
    summary: '新增子分类',
    input: categoryAddSchema,
    output: categoryNodeSchema,
  }),
  categoryRename: categoryEditors.write({
    path: CONSOLE_API.categoryRename,
    summary: '重命名分类（编号不变）',
    input: categoryRenameSchema,
    output: categoryNodeSchema,
  }),
  smsOutbox: smsReaders.read({
    path: CONSOLE_API.smsOutbox,
    summary: '短信发件箱（console 驱动）',
    input: smsOutboxSchema,
    output: pageOf(smsOutboxEntrySchema),
  }),
  auditList: auditReaders.read({
    path: CONSOLE_API.auditList,
    summary: '审计日志（按员工、操作、对象、日期检索）',
    input: auditListSchema,
    output: pageOf(auditEntrySchema),
  }),
  auditExport: auditReaders.read({
    path: CONSOLE_API.auditExport,
    summary: '导出审计日志（当前查询条件下的全部记录，.xlsx：中文表头、北京时间、变更以文字表述）',
    input: auditListSchema,
    output: SELF_ANSWERED,
  }),
  auditActions: auditReaders.read({
    path: CONSOLE_API.auditActions,
    summary: '审计日志中出现过的操作',
    output: z.array(text),
  }),
};

export type StaffProfile = z.output<typeof staffProfileSchema>;
export type StaffView = z.output<typeof staffViewSchema>;
export type ConsoleSession = z.output<typeof consoleSessionSchema>;
export type PortalUserView = z.output<typeof portalUserViewSchema>;
export type PortalUserDetail = z.output<typeof portalUserDetailSchema>;
export type AuditEntryView = z.output<typeof auditEntrySchema>;
export type SmsOutboxEntry = z.output<typeof smsOutboxEntrySchema>;
export type ConsoleSysConfigEntry = z.output<typeof sysConfigEntrySchema>;
export type ConsoleCategoryGroup = z.output<typeof categoryGroupSchema>;
export type DashboardView = z.output<typeof dashboardSchema>;
