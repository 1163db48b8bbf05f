import { accountMessages } from '@jhy/contract';

/**
 * Confirm password: required, and equal to the `password` field (docs/product.md §5 '两次输入密码不一致!').
 * Register, recovery and the change of password in myAccount use this one rule.
 */
export const confirmRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_rule: unknown, value: unknown) => {
    if (!value) throw new Error(accountMessages.confirmRequired);
    if (value !== getFieldValue('password')) throw new Error(accountMessages.passwordMismatch);
  },
});
