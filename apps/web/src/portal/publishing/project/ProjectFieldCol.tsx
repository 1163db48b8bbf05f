import type { ComponentProps } from 'react';
import { FieldCol } from '../../shared/FieldCol';
import { projectRule, type ProjectField } from './projectFormValues';

/** A field of the three-step listing form, checked by the contract's rule for its name (projectRule). */
export function ProjectFieldCol({
  name,
  ...props
}: Omit<ComponentProps<typeof FieldCol>, 'name' | 'rules'> & { name: ProjectField }) {
  return <FieldCol name={name} rules={[projectRule(name)]} {...props} />;
}
