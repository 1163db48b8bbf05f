import {
  accountMessages,
  type ChangePasswordInput,
  type EditUserInfoInput,
  type LoginInput,
  type LoginUserInfo,
  type RegisterInput,
  type ResetPasswordInput,
  type UserInfo,
} from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../infra/errors.js';
import { isLocked, lockedMessage } from '../../infra/loginLockout.js';
import { hashPassword, verifyPassword } from '../../infra/secrets.js';
import { SessionStore } from '../../infra/sessions.js';
import { findOwnUpload } from '../uploads/uploadRepository.js';
import {
  findLoginCandidate,
  findPasswordHash,
  findUserProfile,
  insertUser,
  isMobileRegistered,
  recordFailedLogin,
  recordLogin,
  setPassword,
  updateOwnProfile,
  type ProfileChanges,
  type UserProfileRow,
} from './accountRepository.js';
import type { SmsCodeService } from './smsCodeService.js';

/**
 * Register, log in, log out and the user's own profile (docs/product.md §2, §5, §7). The image captcha is
 * checked by the routes before any of this runs; everything here trusts only the token's user.
 */
export class AccountService {
  private readonly sessions: SessionStore;
  // A login for an unknown mobile still spends one argon2 verification, so timing tells nothing.
  private readonly decoyHash: Promise<string>;

  constructor(
    private readonly db: Db,
    private readonly smsCodes: SmsCodeService,
    private readonly publicUrl: string | undefined,
  ) {
    this.sessions = new SessionStore(db, 'user');
    this.decoyHash = hashPassword('decoy password, never matches');
  }

  isRegistered(mobile: string): Promise<boolean> {
    return isMobileRegistered(this.db, mobile);
  }

  async assertMobileFree(mobile: string): Promise<void> {
    if (await isMobileRegistered(this.db, mobile)) throw conflict(accountMessages.mobileRegistered);
  }

  async register(input: RegisterInput): Promise<void> {
    await this.assertMobileFree(input.mobile);
    await this.smsCodes.consume(input.mobile, 'reg', input.verification_code);
    const passwordHash = await hashPassword(input.password);
    const id = await insertUser(this.db, { mobile: input.mobile, passwordHash });
    if (id === undefined) throw conflict(accountMessages.mobileRegistered);
  }

  async login(input: LoginInput, ip: string): Promise<LoginUserInfo> {
    const user = await findLoginCandidate(this.db, input.mobile);
    if (!user) {
      await verifyPassword(await this.decoyHash, input.password);
      throw badRequest(accountMessages.loginFailed);
    }
    if (isLocked(user)) throw tooManyRequests(lockedMessage(user));
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      const now = new Date();
      const state = await recordFailedLogin(this.db, user.id, now);
      if (isLocked(state, now)) throw tooManyRequests(lockedMessage(state, now));
      throw badRequest(accountMessages.loginFailed);
    }
    // Only someone who knows the password learns that the account is disabled.
    if (user.status !== 1) throw forbidden(accountMessages.accountDisabled);
    // Wrong passwords checked at the same time as this one may have closed the lock since the read.
    const lockedMeanwhile = await recordLogin(this.db, user.id, new Date());
    if (lockedMeanwhile) throw tooManyRequests(lockedMessage(lockedMeanwhile));
    const token = await this.sessions.open(user.id, ip);
    return { token, id: user.id, nick_name: user.nickName, mobile: user.mobile, user_image: user.userImage };
  }

  /**
   * Password recovery (docs/messages.md): the SMS code sent for 'reset', then the new password; every
   * session of the user ends. A mobile with no account spends the same work and gets the same
   * answer, so the page never tells whether a number is registered.
   */
  async resetPassword(input: ResetPasswordInput): Promise<void> {
    await this.smsCodes.consume(input.mobile, 'reset', input.verification_code);
    const passwordHash = await hashPassword(input.password);
    const userId = await setPassword(this.db, { mobile: input.mobile }, passwordHash, { clearLock: true });
    if (userId !== undefined) await this.sessions.revokeAll(userId);
  }

  /** myAccount's change of password: the old one first; the sessions on other devices end. */
  async changePassword(userId: number, token: string, input: ChangePasswordInput): Promise<void> {
    const currentHash = await findPasswordHash(this.db, userId);
    if (!currentHash) throw unauthorized();
    if (!(await verifyPassword(currentHash, input.old_password))) throw badRequest(accountMessages.oldPasswordWrong);
    await setPassword(this.db, { id: userId }, await hashPassword(input.password), { clearLock: false });
    await this.sessions.revokeOthers(userId, token);
  }

  logout(token: string): Promise<void> {
    return this.sessions.revoke(token);
  }

  async userInfo(userId: number): Promise<UserInfo> {
    const user = await findUserProfile(this.db, userId);
    if (!user) throw unauthorized();
    return this.toUserInfo(user);
  }

  async editUserInfo(userId: number, input: EditUserInfoInput): Promise<UserInfo> {
    const current = await findUserProfile(this.db, userId);
    if (!current) throw unauthorized();
    const changes: ProfileChanges = {};
    if (input.nick_name !== undefined) changes.nickName = input.nick_name;
    if (input.email !== undefined) changes.email = input.email;
    if (input.sms_notice !== undefined) changes.smsNotice = input.sms_notice === 1;
    if (input.auction_open_notice !== undefined) changes.auctionOpenNotice = input.auction_open_notice === 1;
    if (input.outbid_notice !== undefined) changes.outbidNotice = input.outbid_notice === 1;
    if (input.user_image !== undefined && input.user_image !== current.userImage) {
      // Clearing is allowed; anything else must be an avatar this very user uploaded.
      if (input.user_image !== '' && !(await findOwnUpload(this.db, userId, input.user_image, 'avatar'))) {
        throw badRequest(accountMessages.avatarNotYours);
      }
      changes.userImage = input.user_image;
    }
    await updateOwnProfile(this.db, userId, changes);
    return this.userInfo(userId);
  }

  private toUserInfo(user: NonNullable<UserProfileRow>): UserInfo {
    return {
      id: user.id,
      nick_name: user.nickName,
      email: user.email,
      mobile: user.mobile,
      user_image: user.userImage,
      user_image_fullurl: this.fullUrl(user.userImage),
      user_type: user.userType,
      wchat: user.wchat,
      sms_notice: user.smsNotice ? 1 : 0,
      auction_open_notice: user.auctionOpenNotice ? 1 : 0,
      outbid_notice: user.outbidNotice ? 1 : 0,
    };
  }

  /** An absolute address when PUBLIC_URL is known, else the same-origin path. */
  private fullUrl(src: string): string {
    if (!src || !this.publicUrl) return src;
    return new URL(src, this.publicUrl).toString();
  }
}
