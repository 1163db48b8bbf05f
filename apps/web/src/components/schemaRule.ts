import type { FormRule } from 'antd';

/**
 * What a form rule needs of a contract schema: zod's `safeParse`. Typed by shape so that the web app
 * does not depend on zod itself — the schemas come from `@jhy/contract`.
 */
export interface ParsingSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

export interface SchemaRuleOptions {
  /** Shows the required mark; the schema's own message still decides what an empty field says. */
  required?: boolean;
  /** Turns the control's value into what the server receives (a cascader's path → 'a/b/c'). */
  toWire?: (value: unknown) => unknown;
}

/**
 * An antd Form rule that validates with a contract schema, so that the page says exactly what the
 * server would say for the same value (spec §5: one rule, one message). The first issue is shown.
 */
export function schemaRule(schema: ParsingSchema, options: SchemaRuleOptions = {}): FormRule {
  return {
    required: options.required,
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(options.toWire ? options.toWire(value) : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
    },
  };
}

/** The rule of one field of an object schema: `fieldRule(enterpriseFieldsSchema, 'legal_code')`. */
export function fieldRule<Shape extends Record<string, ParsingSchema>>(
  schema: { shape: Shape },
  field: keyof Shape,
  options: SchemaRuleOptions = {},
): FormRule {
  return schemaRule(schema.shape[field] as Shape[typeof field], options);
}
