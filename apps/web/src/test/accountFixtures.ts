import { STORAGE_KEYS, type UserInfo } from '@jhy/contract';

/** A portal user as /user/userInfo answers it: user 7, mobile 13800138000, no nickname unless given. */
export const testUser = (values: Partial<UserInfo> = {}): UserInfo => ({
  id: 7,
  nick_name: '',
  email: '',
  mobile: '13800138000',
  user_image: '',
  user_image_fullurl: '',
  user_type: 1,
  wchat: '',
  sms_notice: 1,
  auction_open_notice: 1,
  outbid_notice: 1,
  ...values,
});

/** The device as a login as `user` leaves it: the token, the user id and the header's profile. */
export function logInAs(user: UserInfo) {
  localStorage.setItem(STORAGE_KEYS.token, 't0ken');
  localStorage.setItem(STORAGE_KEYS.userId, String(user.id));
  localStorage.setItem(
    STORAGE_KEYS.profile,
    JSON.stringify({ nickName: user.nick_name, avatar: user.user_image, mobile: user.mobile }),
  );
}
