/**
 * Chinese messages shared by the server and the pages. A message of docs/product.md §5/§8 lives here next to
 * the rule that emits it, so that the page and the server can never say different things.
 */
export const commonMessages = {
  ok: '操作成功',
  sessionExpired: '您的登录状态已过期，请重新登录',
  networkError: '网络错误！',
  badRequest: '请求参数有误',
  forbidden: '无权访问',
  notFound: '请求的资源不存在',
  tooManyRequests: '操作过于频繁，请稍后再试',
  payloadTooLarge: '上传内容过大',
  /** A field holding a NUL byte or another control character that no form sends (docs/security.md). */
  controlCharacter: '输入包含不允许的字符',
  /** A multipart body that cannot be read: no or empty boundary, a cut-off part, a broken header. */
  malformedMultipart: '提交的表单内容不完整或格式不正确，请重新提交',
  /** A request whose headers are larger than the server accepts (HTTP 431). */
  headersTooLarge: '请求头过大',
  requestTimeout: '请求超时，请重试',
  serverError: '服务器繁忙，请稍后再试',
  /** 503 with Retry-After: more load than the server takes, or the server is stopping. */
  overloaded: '当前访问人数较多，请稍后再试',
  /** 503 with Retry-After: a dependency (the database, object storage) did not answer within its deadline. */
  dependencyUnavailable: '服务暂时不可用，请稍后再试',
  /** A live stream (Server-Sent Events) asked for with another method than GET. */
  streamNeedsGet: '实时推送只接受 GET 方式连接',
  /** More live streams open for one account or one address than the server keeps. */
  tooManyStreams: '打开的实时推送连接过多，请关闭其他页面后再试',
  underConstruction: '正在建设中...',
  /** A system configuration key that does not exist (the public read and the console's editor). */
  sysConfigNotFound: '配置项不存在',
  noData: '暂无数据...',
  missingValue: '暂无',
  attachmentNeedsLogin: '需登录后下载或查看相关附件',
  /** A failed call that carries no message of its own (the browser threw before any answer). */
  requestFailed: '操作未完成，请稍后重试',
  /** A list whose call failed: said plainly, with a retry, never shown as an empty list. */
  listFailed: '加载失败，请重试',
  retry: '重试',
  /** A form refused by its rules: one summary, the marks on the fields say the rest. */
  formInvalid: '请按提示修改标红的内容',
} as const;

/**
 * The field errors a refusal carries in `data.fields` (name → message): the server's validation
 * answer, which the portal's mutation wrapper puts back onto the form.
 */
export interface FieldErrors {
  fields: Record<string, string>;
}
