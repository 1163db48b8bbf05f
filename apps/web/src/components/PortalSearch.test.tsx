import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalSearch } from './PortalSearch';

const renderSearch = (keyword: string) => {
  const onSearch = vi.fn();
  render(<PortalSearch keyword={keyword} placeholder="请输入项目名称" onSearch={onSearch} />);
  return { onSearch, box: screen.getByRole('searchbox', { name: '请输入项目名称' }) };
};

describe('PortalSearch', () => {
  it('sends the trimmed keyword with Enter and with 搜索', async () => {
    const { onSearch, box } = renderSearch('');
    await userEvent.type(box, '  林业碳汇 {Enter}');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch.mock.calls).toEqual([['林业碳汇'], ['林业碳汇']]);
  });

  it('starts from the keyword of the address and, emptied, shows the whole list again', async () => {
    const { onSearch, box } = renderSearch('碳汇');
    expect(box).toHaveValue('碳汇');
    await userEvent.clear(box);
    expect(onSearch.mock.calls).toEqual([['']]);
  });

  it('asks nothing while an unfiltered box is typed in and emptied', async () => {
    const { onSearch, box } = renderSearch('');
    await userEvent.type(box, '碳');
    await userEvent.clear(box);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('keeps a keyword to 50 characters', () => {
    const { box } = renderSearch('');
    expect(box).toHaveAttribute('maxLength', '50');
  });
});
