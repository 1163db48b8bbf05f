import { apiRoutes } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { DealTrends } from './dealTrends.js';

/** Deal trends: public statistics of recorded deals for the trading-data page. */
export function statsRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  const trends = new DealTrends(db);

  serveRoute(server, apiRoutes.dealTrends, () => trends.overview());
  serveRoute(server, apiRoutes.dealAmountData, (range) => trends.amountData(range));
  serveRoute(server, apiRoutes.dealProductType, () => trends.productType());
  serveRoute(server, apiRoutes.dealTypeList, (query) => trends.typeList(query));
  serveRoute(server, apiRoutes.dealZoneData, () => trends.zoneData());
  serveRoute(server, apiRoutes.dealZoneTrends, () => trends.zoneTrends());
}
