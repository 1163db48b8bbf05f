import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/enterpriseFixtures';
import { stubPublishingApi } from '../publishingTestApi';
import { ProductForm } from './ProductForm';
import type { ProductFormValues, ProductPayload } from './productFormValues';

function Harness({ onSubmit }: { onSubmit: (payload: ProductPayload) => void }) {
  const [form] = Form.useForm<ProductFormValues>();
  const start: ProductFormValues = {
    company_id: 7,
    product_name: '玛沁县林地经营权流转',
    contant_name: '李青',
    contant_mobile: '13997001234',
    amount: '3000 亩',
    end_time: dayjs('2099-03-31'),
    // Typed for another class before this one was chosen: not part of the submission.
    pin: 'GL-2026-001',
  };
  return (
    <ProductForm form={form} initialValues={start} onSubmit={onSubmit}>
      <Button htmlType="submit">提交</Button>
    </ProductForm>
  );
}

const field = (name: string) => document.getElementById(name) as HTMLInputElement | null;
const SLOW = { timeout: 60_000 };

describe('the class-specific publish form', () => {
  it(
    "shows the chosen class's fields, says '请填写…' and 'add failed', then sends only that class's fields",
    SLOW,
    async () => {
      stubPublishingApi();
      const onSubmit = vi.fn();
      renderInApp(<Harness onSubmit={onSubmit} />);
      await waitFor(() => expect(field('product_name')).toBeTruthy());
      expect(field('linquan_id')).toBeNull();

      await userEvent.click(field('product_classify')!);
      await userEvent.click(await screen.findByTitle('林地经营权'));
      await waitFor(() => expect(field('linquan_id')).toBeTruthy());
      await userEvent.click(screen.getByText(/提\s*交/, { selector: 'button span' }));
      const item = field('linquan_id')!.closest('.ant-form-item') as HTMLElement;
      expect(await within(item).findByText('请填写林权证号')).toBeInTheDocument();
      expect(await screen.findByText('add failed')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();

      const fill: [string, string][] = [
        ['address', '大武镇雪山路 8 号'],
        ['free', '85.5'],
        ['transferee_re', '具备林业经营能力'],
        ['internal_res', '股东会决议同意'],
        ['trade_m', '8 万元'],
        ['linquan_id', '青(2026)玛沁林权第 001 号'],
        ['warrants_area', '3000 亩'],
        ['wander_year', '20 年'],
      ];
      for (const [name, value] of fill) await userEvent.type(field(name)!, value);
      await userEvent.click(screen.getByText(/提\s*交/, { selector: 'button span' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({
        product_classify: 114,
        linquan_id: '青(2026)玛沁林权第 001 号',
        free: '85.5',
        end_time: '2099-03-31',
        pin: '',
      });
    },
  );
});
