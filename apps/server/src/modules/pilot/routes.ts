import { apiRoutes, pilotMessages } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { serveOwnRecords } from '../accounts/ownRecordRoutes.js';
import { DisplayProductService } from './displayProductService.js';
import { ZoneReads } from './zoneReads.js';

/** The pilot section in the portal: zones, the map, display products and a user's own. */
export function pilotRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  const reads = new ZoneReads(db);
  const products = new DisplayProductService(db);

  serveRoute(server, apiRoutes.zoneIndex, () => reads.index());
  serveRoute(server, apiRoutes.zoneList, ({ id, category }) => reads.zone(id, category));
  serveRoute(server, apiRoutes.zoneByCate, (query) => reads.zonesByCategory(query));
  serveRoute(server, apiRoutes.zoneProductCheck, ({ id }) => reads.product(id));
  serveRoute(server, apiRoutes.productIndex, (query) => reads.products(query));
  serveRoute(server, apiRoutes.productCheck, ({ id }) => reads.product(id));
  serveRoute(server, apiRoutes.productByCondition, (query) => reads.productsInRegion(query));

  serveOwnRecords(
    server,
    { add: apiRoutes.zoneProductAdd, list: apiRoutes.myZoneProducts, edit: apiRoutes.myZoneProductEdit },
    products,
    { added: pilotMessages.submitted, edited: pilotMessages.edited },
  );
}
