import type { FastifyInstance } from 'fastify';
import { API, categorySonQuerySchema, sysConfigQuerySchema } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { endpoint } from '../../infra/endpoint.js';
import { notFound } from '../../infra/errors.js';
import { buildCategoryGroups } from './categoryTree.js';
import { findSysConfig, listCategories, listCategoryChildren, listSysConfig } from './systemRepository.js';

export function systemRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['system'];

  endpoint(
    app,
    {
      path: API.sysConfig,
      kind: 'read',
      tags,
      summary: '系统配置：全部，或按 key 取一项',
      input: sysConfigQuerySchema,
    },
    async ({ key }) => {
      if (!key) return listSysConfig(db);
      const entry = await findSysConfig(db, key);
      if (!entry) throw notFound('配置项不存在');
      return entry;
    },
  );

  endpoint(app, { path: API.getCategory, kind: 'read', tags, summary: '分类数据（按组）' }, async () =>
    buildCategoryGroups(await listCategories(db)),
  );

  endpoint(
    app,
    { path: API.getCategorySon, kind: 'read', tags, summary: '子分类', input: categorySonQuerySchema },
    ({ id }) => listCategoryChildren(db, id),
  );
}
