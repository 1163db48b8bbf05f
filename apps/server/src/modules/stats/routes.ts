import type { FastifyInstance } from 'fastify';
import { API, amountDataQuerySchema, dealListQuerySchema } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { endpoint } from '../../infra/endpoint.js';
import { DealTrends } from './dealTrends.js';

/** Deal trends of spec §7: public statistics of recorded deals for the trading-data page. */
export function statsRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['stats'];
  const trends = new DealTrends(db);

  endpoint(app, { path: API.dealTrends, kind: 'read', tags, summary: '成交概况' }, () => trends.overview());
  endpoint(
    app,
    {
      path: API.dealAmountData,
      kind: 'read',
      tags,
      summary: '按季度成交金额（万元）',
      input: amountDataQuerySchema,
    },
    (range) => trends.amountData(range),
  );
  endpoint(app, { path: API.dealProductType, kind: 'read', tags, summary: '各产品类型成交占比' }, () =>
    trends.productType(),
  );
  endpoint(
    app,
    { path: API.dealTypeList, kind: 'read', tags, summary: '成交列表（分页）', input: dealListQuerySchema },
    (query) => trends.typeList(query),
  );
  endpoint(app, { path: API.dealZoneData, kind: 'read', tags, summary: '各专区成交金额' }, () => trends.zoneData());
  endpoint(app, { path: API.dealZoneTrends, kind: 'read', tags, summary: '各专区成交趋势（近 8 个季度）' }, () =>
    trends.zoneTrends(),
  );
}
