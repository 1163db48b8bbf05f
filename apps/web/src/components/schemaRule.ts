import type { FormRule } from 'antd';

/**
 * What a form rule needs of a contract schema: zod's `safeParse`. Typed by shape so that the web app
 * does not depend on zod itself — the schemas come from `@jhy/contract`.
 */
export interface ParsingSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<SchemaIssue> } };
}

/** One problem a schema found: its message and the field it belongs to (the first step of `path`). */
export interface SchemaIssue {
  message: string;
  path?: ReadonlyArray<PropertyKey>;
}

export interface SchemaRuleOptions {
  /** Shows the required mark; the schema's own message still decides what an empty field says. */
  required?: boolean;
  /** Turns the control's value into what the server receives (a cascader's path → 'a/b/c'). */
  toWire?: (value: unknown) => unknown;
}

/**
 * An antd Form rule that validates with a contract schema, so that the page says exactly what the
 * server would say for the same value (docs/product.md §5: one rule, one message). The first issue is shown.
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

/**
 * The rule of one field of a form whose schema checks fields together (an ID number required only
 * for an individual transferor, an end after the start): the whole form is parsed as the server
 * will receive it, and the field shows the first issue the schema files under its name. So the
 * cross-field rules and their messages stay in the contract, written once.
 *
 * zod skips an object's cross-field rules while any field has the wrong type, and a blank number
 * is one: a form filled one tab at a time would hide this field's cross-field message behind a
 * blank on a later tab. So the other fields' blanks ('') are parsed as 0 — their own issues are
 * not this field's concern — while this field is parsed exactly as typed.
 */
export function formFieldRule<Values>(
  schema: ParsingSchema,
  field: string,
  toWire: (values: Values) => Record<string, unknown>,
  options: Pick<SchemaRuleOptions, 'required'> = {},
): FormRule {
  return (form) => ({
    required: options.required,
    validator: async () => {
      const wire = toWire(form.getFieldsValue(true) as Values);
      const probe = Object.fromEntries(
        Object.entries(wire).map(([name, value]) => [name, name !== field && value === '' ? 0 : value]),
      );
      const result = schema.safeParse(probe);
      if (result.success) return;
      const issue = result.error.issues.find((candidate) => candidate.path?.[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
}
