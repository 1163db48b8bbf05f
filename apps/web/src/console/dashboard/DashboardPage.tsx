import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { Link } from 'react-router';
import { CONSOLE_API } from '@jhy/contract';
import { consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';

/** The 概况 figures, in the order they show. */
const TOTALS = [
  ['门户用户', 'users'],
  ['正常用户', 'activeUsers'],
  ['在岗员工', 'staff'],
  ['今日后台操作', 'auditToday'],
] as const;

/** What waits for the member: one card per review queue they may work, then a few totals. */
export default function DashboardPage() {
  const dashboard = useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, 'dashboard'],
    queryFn: () => consoleApi.post(CONSOLE_API.dashboard),
    staleTime: 0,
  });
  if (!dashboard.data) return <Skeleton active />;
  const { queues, totals } = dashboard.data;

  return (
    <>
      <Card title="待审核" className="jhy-console-block">
        {queues.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无需要您处理的审核队列" />
        ) : (
          <Row gutter={[16, 16]}>
            {queues.map((queue) => (
              <Col key={queue.key} xs={24} sm={12} lg={6}>
                <Link
                  to={queue.path}
                  className="jhy-console-queue"
                  aria-label={`${queue.title}：${queue.pending} 条待处理`}
                >
                  <Statistic title={queue.title} value={queue.pending} suffix="条待处理" />
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </Card>
      <Card title="概况" className="jhy-console-block">
        <Row gutter={[16, 16]}>
          {TOTALS.map(([title, key]) => (
            <Col key={key} xs={12} lg={6}>
              <Statistic title={title} value={totals[key]} />
            </Col>
          ))}
        </Row>
      </Card>
    </>
  );
}
