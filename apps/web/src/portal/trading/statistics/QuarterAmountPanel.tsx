import { Button, Space } from 'antd';
import { DatePicker } from '../../../components/BeijingDatePicker';
import { useAppMessage } from '../../../app/feedback';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { checkQuarterRange } from '@jhy/contract';
import { EChart } from '../../../components/EChart';
import { ListFailure } from '../../../components/ListFailure';
import { useQuarterAmounts } from '../api/dealTrendQueries';
import { quarterAmountOption } from './chartOptions';

/** A picked quarter as the API writes it (docs/product.md §9 'yyyy-q'). */
const quarterOf = (day: Dayjs | null) => (day ? `${day.year()}-${Math.floor(day.month() / 3) + 1}` : undefined);

/**
 * Amount by quarter with the quarter-range picker (docs/product.md §4): both ends or neither; only one set
 * warns '请选择结束季度' / '请选择开始季度' and keeps the chart as it was.
 */
export function QuarterAmountPanel() {
  const message = useAppMessage();
  const [start, setStart] = useState<Dayjs | null>(null);
  const [end, setEnd] = useState<Dayjs | null>(null);
  const [range, setRange] = useState<{ startTime: string; endTime: string }>();
  const amounts = useQuarterAmounts(range);
  const option = useMemo(() => quarterAmountOption(amounts.data ?? []), [amounts.data]);

  const search = () => {
    const startTime = quarterOf(start);
    const endTime = quarterOf(end);
    const problem = checkQuarterRange(startTime, endTime);
    if (problem) {
      void message.warning(problem);
      return;
    }
    setRange(startTime && endTime ? { startTime, endTime } : undefined);
  };

  return (
    <section className="data-card" aria-labelledby="quarter-amount-title">
      <header className="data-card__header">
        <h2 id="quarter-amount-title">季度成交金额</h2>
        <Space wrap>
          <DatePicker picker="quarter" placeholder="开始季度" value={start} onChange={setStart} aria-label="开始季度" />
          <span aria-hidden>至</span>
          <DatePicker picker="quarter" placeholder="结束季度" value={end} onChange={setEnd} aria-label="结束季度" />
          <Button type="primary" onClick={search}>
            查询
          </Button>
          <Button
            onClick={() => {
              setStart(null);
              setEnd(null);
              setRange(undefined);
            }}
          >
            重置
          </Button>
        </Space>
      </header>
      {amounts.isError ? (
        <ListFailure onRetry={amounts.refetch} retrying={amounts.isFetching} />
      ) : (
        <EChart option={option} label="季度成交金额柱状图" />
      )}
    </section>
  );
}
