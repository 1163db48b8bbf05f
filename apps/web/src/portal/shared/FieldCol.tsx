import { Col, Form, type FormItemProps } from 'antd';
import { HALF_ROW } from './formPieces';

/** How much of a long form's row one field takes: half from md up (the default), the whole row, or a third. */
const WIDTHS = { half: HALF_ROW, full: { span: 24 }, third: { xs: 24, md: 8 } } as const;

export type FieldWidth = keyof typeof WIDTHS;

/**
 * One field of a long form's grid (enterprise, listing project, product): its column and its
 * Form.Item in one, so that a form reads as the list of its fields. Every Form.Item prop passes through.
 */
export function FieldCol({ width = 'half', ...item }: FormItemProps & { width?: FieldWidth }) {
  return (
    <Col {...WIDTHS[width]}>
      <Form.Item {...item} />
    </Col>
  );
}
