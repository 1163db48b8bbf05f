// No zod here: the footer is on every page, and its first load must not bring the schema library.

/**
 * The footer's QR codes (docs/product.md §2): each is the address the code opens (a WeChat account's link, an
 * app's download page), kept in system configuration and drawn as a real QR code. An entry left
 * empty is not shown: the footer never shows a code that does not scan.
 */
export const FOOTER_QR_CODES = [
  { key: 'qr_service_account_url', caption: '服务号' },
  { key: 'qr_subscription_url', caption: '订阅号' },
  { key: 'qr_ios_app_url', caption: 'iOS 客户端' },
  { key: 'qr_android_app_url', caption: 'Android 客户端' },
] as const satisfies ReadonlyArray<{ key: string; caption: string }>;

const QR_CODE_KEYS: ReadonlySet<string> = new Set(FOOTER_QR_CODES.map((code) => code.key));
export const isQrCodeKey = (name: string) => QR_CODE_KEYS.has(name);
/** A QR code's content: empty (not shown) or an http(s) address. */
export const isQrCodeContent = (text: string) => text === '' || /^https?:\/\/\S+$/i.test(text);
