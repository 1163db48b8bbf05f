import type { FastifyInstance } from 'fastify';
import { CONSOLE_API, changeOwnPasswordSchema, consoleLoginSchema, consoleMessages } from '@jhy/contract';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { CaptchaService } from '../../../infra/captcha.js';
import { Answer } from '../../../infra/envelope.js';
import { endpoint } from '../../../infra/endpoint.js';
import { badRequest } from '../../../infra/errors.js';
import { actingStaff, staffToken, type RequireStaff } from '../consolePermissions.js';
import { changeOwnPassword, loginStaff, logoutStaff } from './staffLogin.js';

export function consoleAuthRoutes(app: FastifyInstance, db: Db, config: AppConfig, requireStaff: RequireStaff): void {
  const tags = ['console'];
  const captcha = new CaptchaService(db, config.testFixedCaptcha);
  // Per address, on top of the per-account lock: guessing across many usernames is slowed too.
  const loginLimit = app.rateLimit({ max: 30, timeWindow: '1 minute', keyGenerator: (r) => `console-login:${r.ip}` });
  const captchaLimit = app.rateLimit({
    max: 60,
    timeWindow: '1 minute',
    keyGenerator: (r) => `console-captcha:${r.ip}`,
  });

  endpoint(
    app,
    { path: CONSOLE_API.captcha, kind: 'read', tags, summary: '管理后台登录图形验证码（PNG）', guards: [captchaLimit] },
    async (_input, request, reply) => {
      const image = await captcha.issue(request, reply);
      return reply.header('Cache-Control', 'no-store').type('image/png').send(image);
    },
  );

  endpoint(
    app,
    {
      path: CONSOLE_API.login,
      kind: 'write',
      tags,
      summary: '员工登录',
      input: consoleLoginSchema,
      guards: [loginLimit],
    },
    async ({ username, password, code }, request) => {
      if (!(await captcha.consume(request, code))) throw badRequest(consoleMessages.captchaWrong);
      return new Answer(await loginStaff(db, { username, password, ip: request.ip }), consoleMessages.loggedIn);
    },
  );

  endpoint(
    app,
    { path: CONSOLE_API.logout, kind: 'write', tags, summary: '员工退出登录', guards: [requireStaff()] },
    async (_input, request) => {
      await logoutStaff(db, actingStaff(request), staffToken(request)!);
      return new Answer(null, consoleMessages.loggedOut);
    },
  );

  endpoint(
    app,
    { path: CONSOLE_API.me, kind: 'read', tags, summary: '当前员工', guards: [requireStaff()] },
    (_input, request) => request.staff,
  );

  endpoint(
    app,
    {
      path: CONSOLE_API.changePassword,
      kind: 'write',
      tags,
      summary: '修改自己的密码（其他会话全部结束，返回新令牌）',
      input: changeOwnPasswordSchema,
      guards: [requireStaff()],
    },
    async ({ oldPassword, newPassword }, request) => {
      const actor = actingStaff(request);
      const result = await changeOwnPassword(db, { ...actor, id: request.staff!.id }, { oldPassword, newPassword });
      return new Answer(result, consoleMessages.saved);
    },
  );
}
