/**
 * The API route table: every path of spec §7 exactly as written. The server matches them
 * case-insensitively; the web client calls them through these constants.
 */
export const API = {
  health: '/healthz',
  sysConfig: '/index/Common/sysConfig',
  getCategory: '/index/Common/getCategory',
  getCategorySon: '/index/Common/getCategorySon',
  areaInfo: '/index/common/areaInfo',
  westArea: '/index/common/westArea',
  // accounts (spec §7 captcha, SMS, register, login, logout, user info)
  captcha: '/index/common/verify',
  sendSms: '/index/common/sendMsg',
  register: '/index/Register/doreg',
  login: '/index/Login/doLogin',
  logout: '/index/Login/out',
  userInfo: '/index/User/userinfo',
  editUserInfo: '/index/User/editUserInfo',
  // uploads (spec §7 "Uploads")
  uploadImage: '/index/common/uploadImg',
  uploadFile: '/index/Common/uploadFile',
  // enterprises (spec §7 "Add / edit / delete company", "My company list")
  companyAdd: '/index/Company/add',
  companyEdit: '/index/Company/edit',
  companyDelete: '/index/User/delCompany',
  myCompanies: '/index/User/company',
  // public content (spec §7 "News"); bannerShow is ours: the detail of a home banner (newType -1)
  homePage: '/index/index/homePage',
  homeNotice: '/index/index/homeNotice',
  bannerShow: '/index/index/bannerShow',
  newsList: '/index/news/index',
  newsShow: '/index/news/show',
  noticeList: '/index/Notice/index',
  noticeShow: '/index/Notice/show',
  articleList: '/index/Articles/index',
  articleShow: '/index/articles/show',
  // trading center (spec §7 "Listing projects", "Listing detail", "Banner", "Deal trends");
  // attachmentLink / attachment are ours: signed short-lived links to disclosure files
  listingList: '/index/Listingproject/index',
  listingCheck: '/index/Listingproject/check',
  listingBanner: '/index/Listingproject/projectBanner',
  listingAttachmentLink: '/index/Listingproject/attachmentLink',
  listingAttachment: '/index/Listingproject/attachment',
  dealTrends: '/index/Dealtrends/index',
  dealAmountData: '/index/Dealtrends/amountData',
  dealProductType: '/index/Dealtrends/productType',
  dealTypeList: '/index/Dealtrends/typeList',
  dealZoneData: '/index/Dealtrends/zoneTransactionData',
  dealZoneTrends: '/index/Dealtrends/zoneTransactionTrends',
} as const;
