import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountMessages,
  API,
  editUserInfoSchema,
  loginSchema,
  logoutSchema,
  registerSchema,
  sendSmsSchema,
} from '@jhy/contract';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { CaptchaService } from '../../infra/captcha.js';
import { Answer } from '../../infra/envelope.js';
import { endpoint } from '../../infra/endpoint.js';
import { badRequest } from '../../infra/errors.js';
import { createSmsDriver } from '../../infra/sms/smsDriver.js';
import { AccountService } from './accountService.js';
import { currentUser, decorateUser, requireUser, tokenOf } from './requireUser.js';
import { SmsCodeService } from './smsCodeService.js';

// Per-IP ceilings on top of the per-account rules (captcha, SMS gaps and caps, login lock).
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export function accountRoutes(app: FastifyInstance, db: Db, config: AppConfig): void {
  decorateUser(app);
  const captcha = new CaptchaService(db, config.testFixedCaptcha);
  const smsCodes = new SmsCodeService(db, createSmsDriver(config, db, app.log), app.log, config.testFixedSmsCode);
  const accounts = new AccountService(db, smsCodes, config.publicUrl);
  const tags = ['accounts'];

  /** Every form with an image captcha checks it first; the challenge is used up either way. */
  const checkCaptcha = async (request: FastifyRequest, answer: string) => {
    if (!(await captcha.consume(request, answer))) throw badRequest(accountMessages.captchaWrong);
  };

  endpoint(
    app,
    { path: API.captcha, kind: 'read', tags, summary: '图形验证码（PNG）', config: perMinute(60) },
    async (_input, request, reply) => {
      const png = await captcha.issue(request, reply);
      return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
    },
  );

  endpoint(
    app,
    {
      path: API.sendSms,
      kind: 'write',
      tags,
      summary: '发送注册短信验证码（需图形验证码 code）',
      input: sendSmsSchema,
      config: perMinute(10),
    },
    async ({ mobile, code }, request) => {
      await checkCaptcha(request, code);
      await accounts.assertMobileFree(mobile);
      await smsCodes.send(mobile, 'reg', request.ip);
      return new Answer(null, accountMessages.smsSent);
    },
  );

  endpoint(
    app,
    { path: API.register, kind: 'write', tags, summary: '注册', input: registerSchema, config: perMinute(10) },
    async (input, request) => {
      await checkCaptcha(request, input.code);
      await accounts.register(input);
      return new Answer(null, accountMessages.registered);
    },
  );

  endpoint(
    app,
    { path: API.login, kind: 'write', tags, summary: '登录', input: loginSchema, config: perMinute(20) },
    async (input, request) => {
      await checkCaptcha(request, input.code);
      const userinfo = await accounts.login(input, request.ip);
      return new Answer({ userinfo }, accountMessages.loggedIn);
    },
  );

  endpoint(
    app,
    { path: API.logout, kind: 'write', tags, summary: '退出登录（吊销 token）', input: logoutSchema },
    async ({ token }, request) => {
      const sessionToken = tokenOf(request) ?? token;
      if (sessionToken) await accounts.logout(sessionToken);
      return new Answer(null, accountMessages.loggedOut);
    },
  );

  const guards = [requireUser(db)];

  endpoint(
    app,
    { path: API.userInfo, kind: 'read', tags, summary: '当前用户信息（忽略 user_id，只看 token）', guards },
    (_input, request) => accounts.userInfo(currentUser(request).id),
  );

  endpoint(
    app,
    {
      path: API.editUserInfo,
      kind: 'write',
      tags,
      summary: '修改昵称、邮箱、头像（手机号只读）',
      input: editUserInfoSchema,
      guards,
    },
    async (input, request) =>
      new Answer(await accounts.editUserInfo(currentUser(request).id, input), accountMessages.edited),
  );
}
