import type { FastifyRequest } from 'fastify';
import { accountMessages, apiRoutes } from '@jhy/contract';
import { CaptchaService } from '../../infra/captcha.js';
import { Answer } from '../../infra/envelope.js';
import { badRequest } from '../../infra/errors.js';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { perAddressPerMinute } from '../../infra/rateLimits.js';
import { AccountService } from './accountService.js';
import { currentUser, decorateUser, tokenOf } from './requireUser.js';
import { SmsCodeService } from './smsCodeService.js';

// Per-IP ceilings on top of the per-account rules (captcha, SMS gaps and caps, login lock).
const perMinute = perAddressPerMinute;

export function accountRoutes(
  server: RouteServer,
  { db, config, smsDriver }: Pick<AppServices, 'db' | 'config' | 'smsDriver'>,
): void {
  const { app } = server;
  decorateUser(app);
  const captcha = new CaptchaService(db, config.testFixedCaptcha);
  const smsCodes = new SmsCodeService(db, smsDriver, app.log, config.testFixedSmsCode);
  const accounts = new AccountService(db, smsCodes, config.publicUrl);

  /** Every form with an image captcha checks it first; the challenge is used up either way. */
  const checkCaptcha = async (request: FastifyRequest, answer: string) => {
    if (!(await captcha.consume(request, answer))) throw badRequest(accountMessages.captchaWrong);
  };

  serveRoute(
    server,
    apiRoutes.captcha,
    async (_input, request, reply) => {
      const png = await captcha.issue(request, reply);
      return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
    },
    perMinute(60),
  );

  serveRoute(
    server,
    apiRoutes.sendSms,
    async ({ mobile, code, mobile_type }, request) => {
      await checkCaptcha(request, code);
      if (mobile_type === 'reg') {
        await accounts.assertMobileFree(mobile);
        await smsCodes.send(mobile, 'reg', request.ip);
      } else {
        // Recovery never says whether the mobile has an account (docs/messages.md).
        await smsCodes.send(mobile, 'reset', request.ip, { deliver: await accounts.isRegistered(mobile) });
      }
      return new Answer(null, accountMessages.smsSent);
    },
    perMinute(10),
  );

  /** A form behind the captcha whose answer is its message alone: registration, recovery. */
  const afterCaptcha =
    <Input extends { code: string }>(change: (input: Input) => Promise<void>, msg: string) =>
    async (input: Input, request: FastifyRequest) => {
      await checkCaptcha(request, input.code);
      await change(input);
      return new Answer(null, msg);
    };

  serveRoute(
    server,
    apiRoutes.register,
    afterCaptcha((input) => accounts.register(input), accountMessages.registered),
    perMinute(10),
  );

  serveRoute(
    server,
    apiRoutes.resetPassword,
    afterCaptcha((input) => accounts.resetPassword(input), accountMessages.passwordReset),
    perMinute(10),
  );

  serveRoute(
    server,
    apiRoutes.changePassword,
    async (input, request) => {
      const user = currentUser(request);
      await accounts.changePassword(user.id, user.token, input);
      return new Answer(null, accountMessages.passwordChanged);
    },
    perMinute(10),
  );

  serveRoute(
    server,
    apiRoutes.login,
    async (input, request) => {
      await checkCaptcha(request, input.code);
      const userinfo = await accounts.login(input, request.ip);
      return new Answer({ userinfo }, accountMessages.loggedIn);
    },
    perMinute(20),
  );

  serveRoute(server, apiRoutes.logout, async ({ token }, request) => {
    const sessionToken = tokenOf(request) ?? token;
    if (sessionToken) await accounts.logout(sessionToken);
    return new Answer(null, accountMessages.loggedOut);
  });

  serveRoute(server, apiRoutes.userInfo, (_input, request) => accounts.userInfo(currentUser(request).id));

  serveRoute(
    server,
    apiRoutes.editUserInfo,
    async (input, request) =>
      new Answer(await accounts.editUserInfo(currentUser(request).id, input), accountMessages.edited),
  );
}
