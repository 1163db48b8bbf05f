import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfoTable } from './InfoTable';

const widths = (container: HTMLElement) =>
  [...container.querySelectorAll('.info-table__row')].map((row) =>
    row.classList.contains('info-table__row--wide') ? 'wide' : 'half',
  );

describe('InfoTable', () => {
  it("leaves hidden rows out, shows '--' for an empty value, and never leaves a half line empty", () => {
    const { container, getByText, queryByText } = render(
      <InfoTable
        label="转让方简况"
        rows={[
          { label: '转让方名称', value: '隐藏的名称', hidden: true },
          { label: '转让方类型', value: '企业法人' },
          { label: '内部决策文件类型', value: '' },
          { label: '统一社会信用代码', value: 'X', hidden: true },
          { label: '说明', value: '长文本', wide: true },
          { label: '联系人', value: '王' },
        ]}
      />,
    );
    expect(queryByText('转让方名称')).toBeNull();
    expect(queryByText('隐藏的名称')).toBeNull();
    expect(getByText('内部决策文件类型').nextSibling).toHaveTextContent('--');
    expect(widths(container)).toEqual(['half', 'half', 'wide', 'wide']);
  });
});
