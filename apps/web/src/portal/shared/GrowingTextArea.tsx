import { Input } from 'antd';
import type { TextAreaProps } from 'antd/es/input';

/** From two rows to six, or from three to eight for a `long` text. */
const NOTE = { minRows: 2, maxRows: 6 } as const;
const LONG_TEXT = { minRows: 3, maxRows: 8 } as const;

/**
 * A long form's free text (enterprise, listing project, product): it grows with what is typed, a note
 * to six rows, a long text (an introduction, the disclosures) from three rows to eight. Every
 * TextArea prop passes through.
 */
export function GrowingTextArea({ long = false, ...textArea }: TextAreaProps & { long?: boolean }) {
  return <Input.TextArea autoSize={long ? LONG_TEXT : NOTE} {...textArea} />;
}
