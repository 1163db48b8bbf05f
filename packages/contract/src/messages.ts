/**
 * Chinese messages shared by the server and the pages. A message of spec §5/§8 lives here next to
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
  serverError: '服务器繁忙，请稍后再试',
  underConstruction: '正在建设中...',
  noData: '暂无数据...',
  missingValue: '暂无',
  attachmentNeedsLogin: '需登录后下载或查看相关附件',
} as const;
