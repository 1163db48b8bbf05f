import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './ConfirmButton';

describe('ConfirmButton', () => {
  it('acts only once confirmed; 取消 and Escape close the question and give the focus back', async () => {
    const user = userEvent.setup();
    const confirmed = vi.fn();
    render(
      <ConfirmButton title="确认出价 104 万元？" okText="确认出价" onConfirm={confirmed}>
        出价 104 万元
      </ConfirmButton>,
    );
    const button = screen.getByRole('button', { name: '出价 104 万元' });
    await user.click(button);
    expect(screen.getByRole('alertdialog', { name: '确认出价 104 万元？' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认出价' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(confirmed).not.toHaveBeenCalled();

    await user.click(button);
    await user.keyboard('{Enter}');
    expect(confirmed).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
