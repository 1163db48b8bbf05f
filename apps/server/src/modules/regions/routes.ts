import { apiRoutes } from '@jhy/contract';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { regionTree, westRegionTree } from './regionTree.js';

export function regionRoutes(server: RouteServer): void {
  serveRoute(server, apiRoutes.areaInfo, () => regionTree());
  serveRoute(server, apiRoutes.westArea, () => westRegionTree());
}
