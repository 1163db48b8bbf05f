// No zod at run time here: the pages and the transaction's life cycles (listingTransaction.ts) read
// these words without the schema library; the schemas that use them import them from here.

/**
 * Buying a listing (docs/bidding.md): 意向受让登记 (registration with qualification materials),
 * 保证金 (deposit recorded by staff), 资格确认 (qualification review). Messages are shown as they are.
 */
export const biddingMessages = {
  listingNotFound: '挂牌项目不存在',
  notEnrolling: '该项目当前不在报名期内',
  noVerifiedCompany: '请先在个人中心添加企业并通过认证',
  ownListing: '不能报名本企业挂牌的项目',
  alreadyRegistered: '该企业已报名本项目，请勿重复报名',
  filesRequired: '请上传报名所需的资格证明材料',
  fileNotYours: '附件无效，请重新上传',
  contactNameRequired: '请输入联系人',
  contactPhoneRequired: '请输入联系电话',
  contactPhoneInvalid: '联系电话格式不正确',
  registered: '报名成功，请按要求交纳保证金并等待资格确认',
  registrationNotFound: '报名记录不存在',
  notWithdrawable: '报名期已结束或报名已处理，不能撤回',
  withdrawn: '已撤回报名',
  depositAmountRequired: '请输入到账金额',
  depositAmountTooLow: '到账金额少于应缴保证金',
  depositDateRequired: '请选择到账日期',
  depositDateInFuture: '到账日期不能晚于今天',
  depositReferenceRequired: '请输入银行流水号',
  depositProviderUnknown: '不支持的交纳方式',
  depositNotRecordable: '该报名已撤回或保证金已登记',
  depositRecorded: '保证金到账已登记，待另一名工作人员确认',
  depositCorrected: '保证金登记已更正（原登记保留），待另一名工作人员确认',
  correctionReasonRequired: '请填写更正原因',
  depositConfirmed: '保证金到账已确认',
  depositNotConfirmable: '该保证金不在待确认到账状态',
  depositNotCorrectable: '该保证金已用于资格确认或已结算，不能更正',
  sameStaff: '登记与确认须由两名不同的工作人员进行：请由登记人以外的工作人员确认',
  depositMissing: '保证金尚未到账，不能确认资格',
  qualificationClosed: '报名期已结束，不能再确认资格',
  refundNotDue: '该保证金不在待退还状态',
  refundDateRequired: '请选择退还日期',
  refundDateTooEarly: '退还日期不能早于到账日期，也不能晚于今天',
  refundReferenceRequired: '请输入退款流水号',
  refunded: '保证金退还已登记，待另一名工作人员确认',
  refundConfirmed: '保证金退还已确认',
  refundNotConfirmable: '该保证金不在待确认退还状态',
  refundNotCorrectable: '该保证金尚未登记退还，不能更正退还',
  refundCorrected: '退还更正已登记，原登记保留，待另一名工作人员确认',
  noticeNotAccepted: '请阅读竞买须知并勾选“我已阅读并同意”',
  noticeChanged: '竞买须知已更新，请重新阅读并同意后再提交',
  noticeMissing: '竞买须知尚未配置，暂不能报名，请联系交易所',
  payeeMissing: '收款账户尚未配置，请联系交易所',
} as const;

/**
 * The window close and the online auction (docs/bidding.md "Closing", "Bidding"). Prices are in
 * 万元 and travel as text with up to four decimals, as the database keeps them.
 */
export const auctionMessages = {
  auctionNotFound: '竞价不存在',
  notBidder: '您没有该项目的竞价资格',
  notStarted: '竞价尚未开始',
  ended: '竞价已结束，出价未被接受',
  paused: '竞价已暂停，请稍候',
  tooLow: '出价须高于当前最高价，且按加价幅度的整数倍加价',
  notMultiple: '出价须为加价幅度的整数倍',
  tooFast: '出价过于频繁，请稍后再试',
  amountRequired: '请输入出价金额',
  amountInvalid: '请输入正确的出价金额（万元，最多 4 位小数）',
  tooHigh: '单次加价不得超过加价幅度的 100 倍',
  accepted: '出价成功',
  pauseReasonRequired: '请填写暂停原因',
  notPausable: '仅进行中的竞价可以暂停',
  notPaused: '该竞价未处于暂停状态',
  pausedNow: '竞价已暂停',
  resumedNow: '竞价已恢复，结束时间已按暂停时长顺延',
} as const;

/** Refusals of the transaction's life cycles (listingTransaction.ts). */
export const transactionMessages = {
  depositWindowClosed: '报名期已结束，不能再登记保证金',
  extendNotAllowed: '仅报名未开始或报名中的项目可以延期；已进入竞价、已成交或已结束的项目不能延期',
  dealNotAllowed: '仅报名中或待协议成交的项目可以登记成交；竞价中的项目以竞价结果成交',
  notClosable: '该项目的报名期尚未结束',
  notSettleable: '该项目没有待结算的交易',
  notConvertible: '该保证金不在已到账状态',
  notReleasable: '该保证金不在待确认到账或已到账状态',
  registrationNotPending: '该报名已处理，不能重复审核',
  auctionCancelled: '项目已终止，竞价已停止',
  notSettleableAuction: '竞价尚未结束，不能结算',
  notCancellable: '竞价已结算，不能终止',
} as const;
