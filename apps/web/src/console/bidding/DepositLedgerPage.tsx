import { useState } from 'react';
import {
  Alert,
  Button,
  Drawer,
  Input,
  InputNumber,
  Popconfirm,
  Segmented,
  Select,
  Space,
  Table,
  Tag,
  Upload,
  type TableColumnsType,
} from 'antd';
import { DatePicker } from '../../components/BeijingDatePicker';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import {
  CONSOLE_API,
  DEPOSIT_QUEUES,
  DEPOSIT_STATUS,
  depositStatusView,
  formatWan,
  STATEMENT_OUTCOMES,
  type DepositLedgerQuery,
  type DepositLedgerRow,
  type DepositQueue,
  type StatementImport,
  type StatementLine,
} from '@jhy/contract';
import { useAppMessage } from '../../app/feedback';
import { messageOfError } from '../../api/client';
import { consoleDate, consoleTime } from '../consoleTime';
import { actionsColumn } from '../../components/tableColumns';
import { ConsoleListTable } from '../components/ConsoleListTable';
import { ExportButton } from '../components/ExportButton';
import { useConsoleChange, useConsoleList } from '../components/consoleData';
import { consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';
import { DepositActions } from './registrationReviewConfig';

const LIST = 'depositLedger';
const wan = (amount: string) => (amount ? formatWan(amount) : '—');
const statusTag = (status: number) => {
  const view = depositStatusView(status);
  return <Tag color={view.color}>{view.label}</Tag>;
};

type Query = DepositLedgerQuery;
const FIRST: Query = { page: 1, limit: 20, status: '', queue: '', listing_id: 0, keyword: '', from: '', to: '' };

/**
 * 保证金台账 (docs/bidding.md "Money desk"): every deposit with its listing, buyer, bidding number,
 * amount, bank reference, state and dates; the work queues 待到账 and 待退还; totals per state;
 * the bank statement import with its exceptions; the filtered view as .xlsx.
 */
export default function DepositLedgerPage() {
  const [query, setQuery] = useState<Query>(FIRST);
  const [open, setOpen] = useState<number | null>(null);
  const [imported, setImported] = useState<StatementImport | null>(null);
  const list = useConsoleList(LIST, CONSOLE_API.depositLedger, query);
  const filter = (change: Partial<Query>) => setQuery({ ...query, ...change, page: 1 });
  const columns: TableColumnsType<DepositLedgerRow> = [
    { title: '挂牌项目', dataIndex: 'product_name', render: (name, row) => `${name}（${row.listing_id}）` },
    { title: '受让方', dataIndex: 'company_name' },
    { title: '竞价号', dataIndex: 'bidder_code', render: (code: string) => code || '—' },
    { title: '金额（万元）', dataIndex: 'amount', align: 'right', render: wan },
    { title: '银行流水号', dataIndex: 'reference', render: (text: string) => text || '—' },
    { title: '状态', dataIndex: 'status', render: statusTag },
    { title: '到账日期', dataIndex: 'paid_on', render: consoleDate },
    { title: '登记时间', dataIndex: 'recorded_at', render: consoleTime },
    { title: '确认时间', dataIndex: 'confirmed_at', render: consoleTime },
    { title: '退还日期', dataIndex: 'refunded_on', render: consoleDate },
    actionsColumn(80, (row) => (
      <Button size="small" onClick={() => setOpen(row.registration_id)}>
        处理
      </Button>
    )),
  ];
  return (
    // A column whose children may shrink below their content: the tables scroll inside their own
    // box on a phone (375 px) while the page itself never scrolls sideways.
    <div className="jhy-console-stack">
      <StatementImporter imported={imported} onImported={setImported} />
      <div className="jhy-console-toolbar">
        <Segmented
          aria-label="工作队列"
          value={query.queue}
          options={[
            { value: '', label: '全部' },
            ...Object.entries(DEPOSIT_QUEUES).map(([value, label]) => ({ value, label })),
          ]}
          onChange={(queue) => filter({ queue: queue as DepositQueue | '' })}
        />
        <Select
          aria-label="保证金状态"
          style={{ width: 140 }}
          value={query.status}
          onChange={(status) => filter({ status })}
          options={[
            { value: '', label: '全部状态' },
            ...Object.entries(DEPOSIT_STATUS).map(([code, { label }]) => ({ value: Number(code), label })),
          ]}
        />
        <InputNumber
          aria-label="项目编号"
          placeholder="项目编号"
          min={1}
          style={{ width: 120 }}
          onChange={(value) => filter({ listing_id: typeof value === 'number' ? value : 0 })}
        />
        <Input.Search
          aria-label="受让方或项目名称"
          placeholder="受让方或项目名称"
          allowClear
          style={{ width: 220 }}
          onSearch={(keyword) => filter({ keyword: keyword.trim() })}
        />
        <DatePicker.RangePicker
          aria-label="到账日期"
          placeholder={['到账日期起', '到账日期止']}
          onChange={(days) => filter({ from: dayText(days?.[0] ?? null), to: dayText(days?.[1] ?? null) })}
        />
        <ExportButton path={CONSOLE_API.depositLedgerExport} body={query} fileName="保证金台账.xlsx" />
      </div>
      <Totals totals={list.data?.totals ?? []} />
      <ConsoleListTable<DepositLedgerRow, Query>
        rowKey="registration_id"
        aria-label="保证金台账"
        columns={columns}
        list={list}
        query={query}
        onQuery={setQuery}
      />
      {open !== null && <DepositDrawer registrationId={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

const dayText = (day: Dayjs | null) => day?.format('YYYY-MM-DD') ?? '';

/** Totals per state under the page's filters: count and sum (万元, summed by the database). */
function Totals({ totals }: { totals: Array<{ status: number; count: number; amount: string }> }) {
  return (
    <div role="group" aria-label="各状态合计" className="jhy-console-toolbar">
      {totals.map((total) => (
        <Tag key={total.status} color={depositStatusView(total.status).color} data-testid={`total-${total.status}`}>
          {depositStatusView(total.status).label}：{total.count} 笔，{formatWan(total.amount)}
        </Tag>
      ))}
    </div>
  );
}

/** One registration's deposit, with the steps its state allows (the registration drawer's). */
function DepositDrawer({ registrationId, onClose }: { registrationId: number; onClose: () => void }) {
  const detail = useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, LIST, 'detail', registrationId],
    queryFn: () => consoleApi.post(CONSOLE_API.biddingRegistrationDetail, { id: registrationId }),
  });
  const row = detail.data;
  const refresh = async () => {
    await detail.refetch();
  };
  return (
    <Drawer open width={560} title="保证金处理" onClose={onClose} loading={detail.isPending}>
      {row && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <div>
            {row.product_name} · {row.company_name} · 应缴 {row.deposit_due} · {statusTag(row.deposit_status)}
          </div>
          <DepositActions row={row} refresh={refresh} />
        </Space>
      )}
    </Drawer>
  );
}

const lineColumns: TableColumnsType<StatementLine> = [
  { title: '行', dataIndex: 'line_no', width: 50 },
  { title: '日期', dataIndex: 'paid_on', width: 110, render: consoleDate },
  { title: '付款人', dataIndex: 'payer_name' },
  { title: '付款账号', dataIndex: 'payer_account' },
  { title: '金额（元）', dataIndex: 'amount_yuan', align: 'right' },
  { title: '附言', dataIndex: 'reference' },
  {
    title: '匹配',
    key: 'match',
    render: (_, line) =>
      line.registration_id
        ? `${line.company_name}（报名 ${line.registration_id}，${line.matched_by === 'reference' ? '附言' : '名称与金额'}）`
        : '—',
  },
  {
    title: '结果',
    dataIndex: 'outcome',
    render: (outcome: StatementLine['outcome'], line) => (
      <Space size={4}>
        <Tag color={STATEMENT_OUTCOMES[outcome].color}>{STATEMENT_OUTCOMES[outcome].label}</Tag>
        {line.note}
      </Space>
    ),
  },
];

/**
 * 导入银行流水 (docs/bidding.md "Bank statements"): the statement uploaded, its lines as matched,
 * the exceptions marked; the arrivals it recorded are confirmed in bulk by a second staff member.
 */
function StatementImporter({
  imported,
  onImported,
}: {
  imported: StatementImport | null;
  onImported: (result: StatementImport | null) => void;
}) {
  const message = useAppMessage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [statementId, setStatementId] = useState(0);
  const exceptions = useConsoleList('statementExceptions', CONSOLE_API.statementLines, {
    page: 1,
    limit: 200,
    statement_id: statementId,
    outcome: '',
  });
  const confirm = useConsoleChange(CONSOLE_API.statementConfirm, {
    refresh: [LIST, 'statementExceptions'],
    failure: '确认失败',
  });
  const send = async (file: File) => {
    setBusy(true);
    try {
      const result = await consoleApi.upload(CONSOLE_API.statementImport, file);
      onImported(result);
      setStatementId(result.statement_id);
      // The deposits it recorded are on the ledger now.
      await queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, LIST] });
      message.success(
        `银行流水已导入：新增 ${result.new_lines} 行，${result.recorded} 笔已登记到账，待另一名工作人员确认`,
      );
    } catch (error) {
      message.error(messageOfError(error, '导入失败'));
    } finally {
      setBusy(false);
    }
  };
  const lines = statementId ? (exceptions.data?.data ?? []) : (imported?.lines ?? []);
  const refused = confirm.data?.data.refused ?? [];
  return (
    <section aria-label="银行流水导入" className="jhy-review-section">
      <Space wrap>
        <Upload
          accept=".xlsx,.csv"
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button type="primary" loading={busy}>
            导入银行流水
          </Button>
        </Upload>
        <span>收款账户流水（.xlsx 或 .csv：日期、付款人名称、付款人账号、金额（元）、附言）</span>
        <InputNumber
          aria-label="流水批次"
          placeholder="流水批次"
          min={1}
          value={statementId || null}
          onChange={(value) => setStatementId(typeof value === 'number' ? value : 0)}
        />
        {statementId > 0 && (
          <Popconfirm
            title="批量确认本批流水登记的到账？"
            description="须由导入人以外的工作人员确认；确认后计入已到账"
            okText="确认"
            cancelText="取消"
            onConfirm={() => confirm.mutate({ statement_id: statementId })}
          >
            <Button loading={confirm.isPending}>批量确认到账</Button>
          </Popconfirm>
        )}
      </Space>
      {imported && (
        <Alert
          style={{ marginTop: 12 }}
          type={imported.new_lines === 0 ? 'info' : 'success'}
          showIcon
          message={`流水批次 ${imported.statement_id}：共 ${imported.line_count} 行，新增 ${imported.new_lines} 行（已导入过的行不再登记），登记到账 ${imported.recorded} 笔`}
        />
      )}
      {refused.length > 0 && <Alert style={{ marginTop: 12 }} type="warning" showIcon message={refused[0]!.msg} />}
      {lines.length > 0 && (
        <Table<StatementLine>
          style={{ marginTop: 12 }}
          aria-label="银行流水明细"
          rowKey="id"
          size="small"
          columns={lineColumns}
          dataSource={lines}
          scroll={{ x: 'max-content' }}
          pagination={false}
          rowClassName={(line) => (line.outcome === 'recorded' ? '' : 'jhy-row-exception')}
        />
      )}
    </section>
  );
}
