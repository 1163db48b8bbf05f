import type { FastifyInstance } from 'fastify';
import { API } from '@jhy/contract';
import { endpoint } from '../../infra/endpoint.js';
import { regionTree, westRegionTree } from './regionTree.js';

export function regionRoutes(app: FastifyInstance): void {
  const tags = ['regions'];
  endpoint(app, { path: API.areaInfo, kind: 'read', tags, summary: '全国省市县级联数据' }, () => regionTree());
  endpoint(app, { path: API.westArea, kind: 'read', tags, summary: '川甘青藏四省区级联数据' }, () => westRegionTree());
}
