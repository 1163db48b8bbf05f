import { z } from 'zod';
import { CONSOLE_PAGE_SIZE, consoleMessages, STAFF_ROLES } from './console.js';
import { REVIEW_DECISIONS } from './review.js';
import { SYS_CONFIG_KEYS } from './sysConfig.js';
import { idFilterSchema, idSchema } from './idSchemas.js';
import { newPasswordSchema, pageSchema, requiredText, ruleMessages } from './rules.js';

const consolePage = pageSchema(CONSOLE_PAGE_SIZE);
const staffId = idSchema(consoleMessages.staffNotFound);

/** Lower-case letters, digits and underscores, starting with a letter. */
export const STAFF_USERNAME_PATTERN = /^[a-z][a-z0-9_]{2,31}$/;

const username = z
  .string({ error: consoleMessages.usernameRequired })
  .trim()
  .toLowerCase()
  .min(1, consoleMessages.usernameRequired);

export const consoleLoginSchema = z.object({
  username,
  // Only required here: the format rule applies when a password is set, not when it is tried.
  password: z.string({ error: ruleMessages.passwordRequired }).min(1, ruleMessages.passwordRequired).max(128),
  code: requiredText(consoleMessages.captchaRequired).max(10, consoleMessages.captchaWrong),
});
export type ConsoleLoginInput = z.infer<typeof consoleLoginSchema>;

export const changeOwnPasswordSchema = z
  .object({
    oldPassword: z.string({ error: consoleMessages.oldPasswordRequired }).min(1, consoleMessages.oldPasswordRequired),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: consoleMessages.confirmRequired }).min(1, consoleMessages.confirmRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: consoleMessages.passwordMismatch,
    path: ['confirmPassword'],
  })
  .refine((form) => form.newPassword !== form.oldPassword, {
    message: consoleMessages.newPasswordSameAsOld,
    path: ['newPassword'],
  });

const role = z.enum(STAFF_ROLES, { error: consoleMessages.roleRequired });
const displayName = requiredText(consoleMessages.displayNameRequired).max(20, consoleMessages.displayNameTooLong);

export const staffCreateSchema = z.object({
  username: username.regex(STAFF_USERNAME_PATTERN, consoleMessages.usernameInvalid),
  displayName,
  role,
});
export type StaffCreateInput = z.infer<typeof staffCreateSchema>;

export const staffUpdateSchema = z.object({ id: staffId, displayName, role });
export const staffIdSchema = z.object({ id: staffId });
export const staffListSchema = consolePage;

export const userListSchema = consolePage.extend({
  /** Part of a mobile number or of a nickname. */
  keyword: z.string().trim().max(50).optional(),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional()
    .catch(undefined),
});
export const userIdSchema = z.object({ id: idSchema(consoleMessages.userNotFound) });

export const sysConfigUpdateSchema = z.object({
  name: z.enum(SYS_CONFIG_KEYS, { error: consoleMessages.sysConfigNotFound }),
  content: z.string().max(200_000, consoleMessages.sysConfigTooLong),
});

const categoryName = requiredText(consoleMessages.categoryNameRequired).max(50, consoleMessages.categoryNameTooLong);

/** A child of `pid`; with `pid` 0, a top-level entry of `group`. */
export const categoryAddSchema = z.object({
  // 0: a top-level entry; anything else must be an existing category's id.
  pid: z
    .preprocess(
      (value) => (value === 0 || value === '0' ? undefined : value),
      idSchema(consoleMessages.categoryNotFound).optional(),
    )
    .transform((pid) => pid ?? 0),
  group: z.string().trim().max(40).optional(),
  name: categoryName,
});
export const categoryRenameSchema = z.object({
  id: idSchema(consoleMessages.categoryNotFound),
  name: categoryName,
});

export const smsOutboxSchema = consolePage.extend({ mobile: z.string().trim().max(11).optional() });

// A bad or empty date is no filter rather than an error: the search form may send ''.
const optionalDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
export const auditListSchema = consolePage.extend({
  staffId: idFilterSchema(),
  action: z.string().trim().max(60).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(40).optional(),
  /** Inclusive calendar days (yyyy-MM-dd, China time). */
  from: optionalDate,
  to: optionalDate,
});
export type AuditListQuery = z.infer<typeof auditListSchema>;

/**
 * A reviewer's decision on one queue record: take it into review, pass it, or reject it with a
 * remark the applicant will read. Feature queues (enterprises, listings, display products,
 * certification) all accept this shape. `version` is the record's content version as the reviewer
 * read it (its update time): a decision never applies to content the reviewer has not seen.
 */
export const reviewDecisionSchema = z
  .object({
    id: idSchema(),
    decision: z.enum(REVIEW_DECISIONS),
    remark: z.string().trim().max(500, consoleMessages.reviewRemarkTooLong).default(''),
    version: requiredText(consoleMessages.reviewVersionRequired).max(64, consoleMessages.reviewVersionRequired),
  })
  .refine((form) => form.decision !== 'reject' || form.remark.length > 0, {
    message: consoleMessages.rejectRemarkRequired,
    path: ['remark'],
  });
export type ReviewDecisionInput = z.infer<typeof reviewDecisionSchema>;

// ---- What the console API answers ----

export interface ConsoleCategoryNode {
  id: number;
  pid: number;
  name: string;
  children: ConsoleCategoryNode[];
}
export interface DashboardQueue {
  key: string;
  title: string;
  /** The console page of the queue, e.g. '/console/review/enterprises'. */
  path: string;
  pending: number;
}
