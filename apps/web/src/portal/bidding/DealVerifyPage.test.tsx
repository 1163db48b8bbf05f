import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, type DealVerification } from '@jhy/contract';
import { renderRoute } from '../../test/renderRoute';
import { stubApi } from '../../test/stubApi';

const SHA256 = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

const verification: DealVerification = {
  no: 'JHY20261120-ABCDEFGH',
  listing_id: 5,
  form_type: 1,
  product_id: 'JHY-2026-000005',
  product_name: '挂牌项目 5',
  method: 1,
  seller_name: '果洛州碳汇林业开发有限公司',
  buyer_name: '玉树竞价甲有限公司',
  quantity: '1200/亩',
  price: '105.0000',
  dealt_at: '2026-11-20 10:00:00',
  announcement_id: 0,
  document_sha256: SHA256,
};

describe('the verification page of a 成交确认书', () => {
  it('shows the kept document’s SHA-256 and how to compute a file’s own', async () => {
    stubApi({ [API.dealVerify]: verification });
    renderRoute(`/main/DealVerify?no=${verification.no}`);
    expect(await screen.findByText('验证通过：该成交确认书由本平台签发')).toBeInTheDocument();
    expect(screen.getByTestId('deal-document-sha256')).toHaveTextContent(SHA256);
    expect(screen.getByText('certutil -hashfile 成交确认书.pdf SHA256')).toBeInTheDocument();
    expect(screen.getByText('shasum -a 256 成交确认书.pdf')).toBeInTheDocument();
  });
});
