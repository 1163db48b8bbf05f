import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI document generated from the routes' zod schemas, browsable at /docs — unless `mode` is
 * 'off' (production's default: the document maps every console call for whoever reads it), or
 * only for a staff member when 'staff' (`staffOnly` checks the x-staff-token header).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  mode: 'off' | 'public' | 'staff',
  staffOnly: preHandlerAsyncHookHandler,
): Promise<void> {
  if (mode === 'off') return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: '江河源生态产品交易平台 API',
        description: '门户与管理后台接口。所有应答为 { code, msg, data }；门户登录令牌放在 token 请求头。',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    ...(mode === 'staff' ? { uiHooks: { preHandler: staffOnly } } : {}),
  });
}
