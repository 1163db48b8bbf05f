import { apiRoutes, consoleMessages } from '@jhy/contract';
import { CaptchaService } from '../../../infra/captcha.js';
import { Answer } from '../../../infra/envelope.js';
import { badRequest, unauthorized } from '../../../infra/errors.js';
import type { AppServices } from '../../../appServices.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { actingStaff } from '../../staffActions/actingStaff.js';
import { staffToken } from '../consolePermissions.js';
import { changeOwnPasswordAudited, loginStaffAudited } from './refusedAttempts.js';
import { logoutStaff } from './staffLogin.js';

export function consoleAuthRoutes(server: RouteServer, { db, config }: Pick<AppServices, 'db' | 'config'>): void {
  const { app } = server;
  const captcha = new CaptchaService(db, config.testFixedCaptcha);
  // Per address, on top of the per-account lock: guessing across many usernames is slowed too.
  const loginLimit = app.rateLimit({ max: 30, timeWindow: '1 minute', keyGenerator: (r) => `console-login:${r.ip}` });
  const captchaLimit = app.rateLimit({
    max: 60,
    timeWindow: '1 minute',
    keyGenerator: (r) => `console-captcha:${r.ip}`,
  });

  serveRoute(
    server,
    apiRoutes.consoleCaptcha,
    async (_input, request, reply) => {
      const image = await captcha.issue(request, reply);
      return reply.header('Cache-Control', 'no-store').type('image/png').send(image);
    },
    { guards: [captchaLimit] },
  );

  serveRoute(
    server,
    apiRoutes.consoleLogin,
    async ({ username, password, code }, request) => {
      if (!(await captcha.consume(request, code))) throw badRequest(consoleMessages.captchaWrong);
      return new Answer(await loginStaffAudited(db, { username, password, ip: request.ip }), consoleMessages.loggedIn);
    },
    { guards: [loginLimit] },
  );

  serveRoute(server, apiRoutes.consoleLogout, async (_input, request) => {
    // The access guard has resolved this token to a live session.
    const token = staffToken(request);
    if (!token) throw unauthorized();
    await logoutStaff(db, actingStaff(request), token);
    return new Answer(null, consoleMessages.loggedOut);
  });

  serveRoute(server, apiRoutes.consoleMe, (_input, request) => {
    if (!request.staff) throw unauthorized();
    return request.staff;
  });

  serveRoute(server, apiRoutes.consoleChangePassword, async ({ oldPassword, newPassword }, request) => {
    const actor = actingStaff(request);
    const result = await changeOwnPasswordAudited(
      db,
      { ...actor, id: request.staff!.id },
      { oldPassword, newPassword },
    );
    return new Answer(result, consoleMessages.saved);
  });
}
