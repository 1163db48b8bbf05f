import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, auditTargetText, auditValueText } from './auditLabels.js';

/** Every action the server writes (`grep -rn "action" apps/server/src/modules`), by target. */
const ACTIONS = [
  ...['create', 'update', 'disable', 'enable', 'resetPassword', 'bootstrap', 'bootstrapRenew', 'cliAdmin'].map(
    (verb) => `staff.${verb}`,
  ),
  ...['login', 'loginFailed', 'logout', 'changePassword', 'changePasswordFailed'].map((verb) => `auth.${verb}`),
  'user.disable',
  'user.enable',
  'sysConfig.update',
  'category.add',
  'category.rename',
  ...['enterprise', 'listing', 'display_product', 'certification'].flatMap((target) =>
    ['take', 'pass', 'reject'].map((decision) => `${target}.${decision}`),
  ),
  'registration.pass',
  'registration.reject',
  ...['deposit', 'depositCorrect', 'depositConfirm', 'refund', 'refundConfirm', 'refundCorrect'].map(
    (verb) => `registration.${verb}`,
  ),
  'listing.deal',
  'listing.end',
  'listing.extend',
  'auction.pause',
  'auction.resume',
  'bankStatement.import',
  ...['create', 'update', 'delete', 'publish', 'unpublish'].flatMap((verb) => [`news.${verb}`, `article.${verb}`]),
  'organisation.create',
  'organisation.update',
  'organisation.delete',
  'zone.update',
];

describe('the audit log in words', () => {
  it('names every action the server writes in Chinese, never by its code', () => {
    for (const action of ACTIONS) expect(auditActionLabel(action), action).toMatch(/^[\u4e00-\u9fa5]/);
    expect(auditActionLabel('display_product.pass')).toBe('审核通过展示产品');
    expect(auditActionLabel('registration.pass')).toBe('资格通过');
  });

  it('reads a coded value by its target: a registration’s status is not a staff member’s', () => {
    expect(auditValueText('registration', 'status', 1)).toBe('资格已确认');
    expect(auditValueText('staff', 'status', 1)).toBe('启用');
    expect(auditValueText('display_product', 'audit_status', 1)).toBe('审核通过');
    expect(auditValueText('news', 'pubTime', '2026-11-23T16:36:05.000Z')).toBe('2026-11-24 00:36:05');
    expect(auditValueText('listing', 'remark', '')).toBe('—');
  });

  it('writes a change as labels and values in words, and a record by its name or its number', () => {
    expect(
      auditChanges({ targetType: 'display_product', before: { audit_status: 0 }, after: { audit_status: 1 } }),
    ).toEqual([{ field: 'audit_status', label: '审核状态', before: '待审核', after: '审核通过', changed: true }]);
    expect(auditTargetText({ targetType: 'enterprise', targetId: '9', targetName: '青海某某有限公司' })).toBe(
      '企业认证「青海某某有限公司」',
    );
    expect(auditTargetText({ targetType: 'enterprise', targetId: '9', targetName: '' })).toBe('企业认证（编号 9）');
  });
});
