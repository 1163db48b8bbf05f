import type { FormRule } from 'antd';

/** A name typed by staff (a category's, a staff member's): more than spaces, at most `max` characters. */
export function requiredTextRules(requiredMessage: string, max: number, tooLongMessage: string): FormRule[] {
  return [
    { required: true, whitespace: true, message: requiredMessage },
    { max, message: tooLongMessage },
  ];
}
