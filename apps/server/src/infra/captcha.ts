import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/client.js';
import { insertCaptcha, useCaptcha } from './captchaRepository.js';
import { equalHashes, sha256 } from './secrets.js';

const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;
export const CAPTCHA_COOKIE = 'jhy_captcha';
// No 0/O, 1/l/I: a person must be able to read it.
const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/**
 * Image captchas bound to the browser: the httpOnly cookie names the challenge, the database keeps
 * the answer's hash. An answer is good once, for five minutes, in any letter case.
 */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly fixedAnswer?: string,
  ) {}

  /** Draws a new challenge, sets its cookie and answers the PNG. */
  async issue(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
    const challenge = svgCaptcha.create({
      size: 4,
      charPreset: CAPTCHA_ALPHABET,
      noise: 3,
      color: true,
      background: '#f2f7f4',
      width: 120,
      height: 40,
      fontSize: 44,
    });
    const answer = this.fixedAnswer ?? challenge.text;
    const id = randomBytes(24).toString('base64url');
    await insertCaptcha(this.db, {
      id,
      answerHash: sha256(answer.toLowerCase()),
      expiresAt: new Date(Date.now() + CAPTCHA_LIFETIME_MS),
    });
    reply.setCookie(CAPTCHA_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: '/',
      maxAge: CAPTCHA_LIFETIME_MS / 1000,
    });
    return sharp(Buffer.from(challenge.data)).png().toBuffer();
  }

  /**
   * Checks the answer against the challenge of this browser and uses the challenge up, right or
   * wrong, so one image cannot be guessed at repeatedly.
   */
  async consume(request: FastifyRequest, answer: string | undefined): Promise<boolean> {
    const id = request.cookies[CAPTCHA_COOKIE];
    if (!id || !answer) return false;
    const answerHash = await useCaptcha(this.db, id, new Date());
    if (!answerHash) return false;
    return equalHashes(answerHash, sha256(answer.trim().toLowerCase()));
  }
}
