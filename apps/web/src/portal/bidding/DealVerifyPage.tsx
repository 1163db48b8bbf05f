import { Button, Form, Input, Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { dealMessages, VERIFICATION_NO_PATTERN } from '@jhy/contract';
import { PortalBreadcrumb } from '../../components/PortalBreadcrumb';
import { TRADING_CENTER_PATH } from '../trading';
import { useDealVerification } from './api/dealQueries';
import { DealFacts } from './DealFacts';
import './bidding.css';

/**
 * /main/DealVerify?no=: anyone checks a 成交确认书 by its verification number; the page shows the
 * facts the platform recorded, which the paper must match (docs/bidding.md "The result").
 */
export default function DealVerifyPage() {
  const [params, setParams] = useSearchParams();
  const no = (params.get('no') ?? '').trim().toUpperCase();
  const verification = useDealVerification(VERIFICATION_NO_PATTERN.test(no) ? no : '');
  const [form] = Form.useForm<{ no: string }>();
  return (
    <div className="jhy-container deal-verify">
      <PortalBreadcrumb
        className="trading-breadcrumb"
        steps={[{ label: '交易中心', to: TRADING_CENTER_PATH }, { label: '成交验证' }]}
      />
      <h1 className="deal-verify__title">成交确认书验证</h1>
      <Form
        form={form}
        layout="inline"
        className="deal-verify__form"
        initialValues={{ no }}
        onFinish={({ no: typed }) => setParams({ no: typed.trim().toUpperCase() })}
      >
        <Form.Item
          name="no"
          rules={[
            { required: true, message: '请输入验证编号' },
            {
              pattern: VERIFICATION_NO_PATTERN,
              message: dealMessages.confirmationNotFound,
              transform: (v: string) => v.trim().toUpperCase(),
            },
          ]}
        >
          <Input placeholder="验证编号，如 JHY20260601-ABCD2345" aria-label="验证编号" maxLength={24} allowClear />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          验证
        </Button>
      </Form>
      {no === '' ? (
        <p className="deal-verify__hint">
          成交确认书上印有验证编号。输入后，本页显示平台记录的成交事实，应与确认书一致。
        </p>
      ) : !VERIFICATION_NO_PATTERN.test(no) || verification.isError ? (
        <Result status="warning" title={dealMessages.confirmationNotFound} />
      ) : verification.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Result status="success" title="验证通过：该成交确认书由本平台签发" />
          <DealFacts deal={verification.data} withListingLink />
          <DocumentDigest sha256={verification.data.document_sha256} />
        </>
      )}
    </div>
  );
}

/**
 * The SHA-256 of the 成交确认书 file the platform keeps (every download is that same file), and how a
 * holder computes their own file's to compare (docs/deal-confirmation.md).
 */
function DocumentDigest({ sha256 }: { sha256: string }) {
  if (!sha256) return null;
  return (
    <section className="deal-verify__document" aria-labelledby="deal-verify-digest">
      <h2 id="deal-verify-digest" className="deal-verify__subtitle">
        电子文件核对
      </h2>
      <p>本平台保存的该成交确认书电子文件（PDF）的 SHA-256 摘要：</p>
      <code className="deal-verify__digest" data-testid="deal-document-sha256">
        {sha256}
      </code>
      <p>每次下载得到的都是这同一份文件。计算您所持文件的 SHA-256 摘要，与上面的值逐位一致，即说明文件未经改动：</p>
      <ul className="deal-verify__how">
        <li>
          Windows（命令提示符）：<code>certutil -hashfile 成交确认书.pdf SHA256</code>
        </li>
        <li>
          macOS / Linux（终端）：<code>shasum -a 256 成交确认书.pdf</code>
        </li>
      </ul>
      <p>文件如带有平台的电子签名，用 PDF 阅读器打开时还可查看签名是否有效。</p>
    </section>
  );
}
