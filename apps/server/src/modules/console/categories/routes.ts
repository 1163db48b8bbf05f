import type { FastifyInstance } from 'fastify';
import { categoryAddSchema, categoryRenameSchema, CONSOLE_API, consoleMessages } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { Answer } from '../../../infra/envelope.js';
import { endpoint } from '../../../infra/endpoint.js';
import { actingStaff, type RequireStaff } from '../consolePermissions.js';
import { addCategory, categoryTreeForConsole, renameCategory } from './categoryEditor.js';

export function consoleCategoryRoutes(app: FastifyInstance, db: Db, requireStaff: RequireStaff): void {
  const tags = ['console'];
  const guards = [requireStaff('categories.edit')];
  endpoint(app, { path: CONSOLE_API.categoryTree, kind: 'read', tags, summary: '分类树（按组）', guards }, () =>
    categoryTreeForConsole(db),
  );
  endpoint(
    app,
    { path: CONSOLE_API.categoryAdd, kind: 'write', tags, summary: '新增子分类', input: categoryAddSchema, guards },
    async (input, request) => new Answer(await addCategory(db, actingStaff(request), input), consoleMessages.saved),
  );
  endpoint(
    app,
    {
      path: CONSOLE_API.categoryRename,
      kind: 'write',
      tags,
      summary: '重命名分类（编号不变）',
      input: categoryRenameSchema,
      guards,
    },
    async (input, request) => new Answer(await renameCategory(db, actingStaff(request), input), consoleMessages.saved),
  );
}
