/**
 * The API route table: every path of docs/product.md §7 exactly as written, and the portal's paths of
 * the features that came later (each group says where it is described). The server matches them
 * case-insensitively; the web client calls them through these constants. The console's paths are in
 * `CONSOLE_API` (console.ts), not here: this module is loaded by the portal's first screen.
 */
export const API = {
  health: '/healthz',
  sysConfig: '/index/Common/sysConfig',
  getCategory: '/index/Common/getCategory',
  getCategorySon: '/index/Common/getCategorySon',
  areaInfo: '/index/common/areaInfo',
  westArea: '/index/common/westArea',
  // accounts (docs/product.md §7 captcha, SMS, register, login, logout, user info)
  captcha: '/index/common/verify',
  sendSms: '/index/common/sendMsg',
  register: '/index/Register/doreg',
  login: '/index/Login/doLogin',
  logout: '/index/Login/out',
  userInfo: '/index/User/userinfo',
  editUserInfo: '/index/User/editUserInfo',
  // password recovery and change (docs/messages.md; the spec names no path, these follow its style)
  resetPassword: '/index/Login/resetPwd',
  changePassword: '/index/User/changePwd',
  // message center (docs/messages.md)
  messageList: '/index/Message/index',
  messageUnread: '/index/Message/unreadCount',
  messageRead: '/index/Message/read',
  messageReadAll: '/index/Message/readAll',
  // uploads (docs/product.md §7 "Uploads")
  uploadImage: '/index/common/uploadImg',
  uploadFile: '/index/Common/uploadFile',
  // enterprises (docs/product.md §7 "Add / edit / delete company", "My company list")
  companyAdd: '/index/Company/add',
  companyEdit: '/index/Company/edit',
  companyDelete: '/index/User/delCompany',
  myCompanies: '/index/User/company',
  // publishing (docs/product.md §7 "Publish listing", "Product", "My listings", "Edit my listing"):
  // editProject edits a three-step (addProject) listing, productEdit a class-specific (Product/add) one
  addProject: '/index/Listingproject/addProject',
  productAdd: '/index/Product/add',
  myListings: '/index/User/product',
  editProject: '/index/User/editProject',
  productEdit: '/index/User/productEdit',
  // public content (docs/product.md §7 "News"); bannerShow is ours: the detail of a home banner (newType -1)
  homePage: '/index/index/homePage',
  homeNotice: '/index/index/homeNotice',
  bannerShow: '/index/index/bannerShow',
  newsList: '/index/news/index',
  newsShow: '/index/news/show',
  noticeList: '/index/Notice/index',
  noticeShow: '/index/Notice/show',
  articleList: '/index/Articles/index',
  articleShow: '/index/articles/show',
  // trading center (docs/product.md §7 "Listing projects", "Listing detail", "Banner", "Deal trends");
  // attachmentLink / attachment are ours: signed short-lived links to disclosure files;
  // firstPicture is ours: the picture index.html draws for a detail before the app has loaded
  listingList: '/index/Listingproject/index',
  listingCheck: '/index/Listingproject/check',
  listingBanner: '/index/Listingproject/projectBanner',
  listingAttachmentLink: '/index/Listingproject/attachmentLink',
  listingAttachment: '/index/Listingproject/attachment',
  listingFirstPicture: '/index/Listingproject/firstPicture',
  dealTrends: '/index/Dealtrends/index',
  dealAmountData: '/index/Dealtrends/amountData',
  dealProductType: '/index/Dealtrends/productType',
  dealTypeList: '/index/Dealtrends/typeList',
  dealZoneData: '/index/Dealtrends/zoneTransactionData',
  dealZoneTrends: '/index/Dealtrends/zoneTransactionTrends',
  // product certification (docs/product.md §7 "Certification")
  certPartnersList: '/index/Authproduct/getPartnersList',
  certPartnersDetail: '/index/Authproduct/getPartnersDetail',
  certApply: '/index/AuthProduct/add',
  certMine: '/index/User/authProduct',
  certEdit: '/index/User/editAuthProduct',
  // pilot demonstration (docs/product.md §7 "Zone index", "Zone detail", "Zone by category", "Zone product check",
  // "Product", "My display products")
  zoneIndex: '/index/Zone/index',
  zoneList: '/index/zone/list',
  zoneByCate: '/index/zone/getZoneByCate',
  zoneProductCheck: '/index/ZoneProduct/check',
  zoneProductAdd: '/index/ZoneProduct/add',
  productIndex: '/index/Product/index',
  productCheck: '/index/product/check',
  productByCondition: '/index/Product/getretbycondity',
  myZoneProducts: '/index/User/zoneProduct',
  myZoneProductEdit: '/index/User/zoneproductEdit',
  // buying a listing (docs/bidding.md): registration, the auction room and its live updates (SSE)
  biddingRegister: '/index/Bidding/register',
  biddingWithdraw: '/index/Bidding/withdraw',
  biddingMine: '/index/Bidding/mine',
  biddingStanding: '/index/Bidding/standing',
  auctionState: '/index/Bidding/auction',
  auctionBid: '/index/Bidding/bid',
  auctionEvents: '/index/Bidding/events',
  // the result of a sale (docs/bidding.md "The result"): verification, the confirmation PDF, the bidding record
  dealVerify: '/index/Deal/verify',
  dealOfListing: '/index/Deal/ofListing',
  dealConfirmationLink: '/index/Deal/confirmationLink',
  dealConfirmation: '/index/Deal/confirmation',
  dealMine: '/index/Deal/mine',
  biddingHistory: '/index/Bidding/history',
} as const;
