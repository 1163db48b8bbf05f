import type { AnyRoute, InputOf, OutputOf } from './defineRoute.js';
import { certificationApi } from './certification.js';
import { listingsApi } from './listings.js';
import { accountsApi } from './accounts.js';
import { staffConsoleApi } from './console.js';
import { enterpriseConsoleApi, enterprisesApi } from './enterprises.js';
import { systemApi } from './system.js';
import { uploadsApi } from './uploads.js';
import { contentApi } from './content.js';
import { contentConsoleApi } from './contentConsole.js';
import { statsApi } from './stats.js';
import { tradingApi } from './trading.js';
import { pilotApi } from './pilot.js';
import { messagesApi, messagesConsoleApi } from './messages.js';
import { biddingApi } from './bidding.js';
import { dealResultsApi } from './dealResults.js';

export * from './defineRoute.js';
export type {
  ArticleDetail,
  BannerDetail,
  BannerItem,
  ArticleListItem,
  HomeNoticeAnswer,
  ListedArticle,
  NewsDetail,
  NewsListItem,
} from './content.js';
export type { BiddingHistory, ConfirmationLink, DealVerification, MyDeal } from './dealResults.js';
export type {
  ListingDealResult,
  ListingOperationsRow,
  ListingQueueRow,
  ListingSubmissionView,
  MyListingRow,
  MyListingsPage,
} from './listings.js';
export type {
  AttachmentLink,
  ClassFormFields,
  DisclosureFileView,
  ListingBanner,
  ListingCard,
  ListingDetail,
  PaymentTermsFields,
} from './trading.js';
export type { LoginUserInfo, UserInfo } from './accounts.js';
export type {
  AuctionListRow,
  AuctionView,
  AuctionWaiting,
  BidView,
  ListingStanding,
  RegistrationQueueRow,
  RegistrationView,
} from './bidding.js';
export type {
  CertificationApplicationView,
  CertificationQueueRow,
  OrganisationDetail,
  OrganisationListItem,
} from './certification.js';
export type {
  AuditEntryView,
  ConsoleCategoryGroup,
  ConsoleSession,
  ConsoleSysConfigEntry,
  DashboardView,
  PortalUserDetail,
  PortalUserView,
  SmsOutboxEntry,
  StaffProfile,
  StaffView,
} from './console.js';
export type { ArticleConsoleDetail, ContentConsoleRow, EditedArticle, NewsConsoleDetail } from './contentConsole.js';
export type { EnterpriseQueueRow, EnterpriseView, MyEnterprisesPage } from './enterprises.js';
export type { ConsoleUserMessage, UserMessage } from './messages.js';
export type {
  DisplayProductDetail,
  DisplayProductQueueRow,
  MyDisplayProduct,
  PilotCounty,
  ZoneConsoleRow,
  ZoneDetail,
  ZoneIndex,
  ZoneItem,
  ZoneMapData,
  ZoneProductCard,
} from './pilot.js';
export type { DealOverview, DealRow, ProductTypeShare, QuarterAmount, ZoneAmount, ZoneTrends } from './stats.js';
export { systemApi } from './system.js';
export { certificationApi } from './certification.js';
export { reviewDecisionRoute } from './console.js';
export { pilotApi } from './pilot.js';

/**
 * The API: every route the server registers, with its input, its output and who may call it
 * (docs/architecture.md). The server registers from these entries only; the web client's calls
 * are typed from them by path (`get(API.newsShow, { id })` returns the declared output), importing
 * types only, so the web app never loads the schemas.
 */
export const apiRoutes = {
  ...systemApi,
  ...certificationApi,
  ...listingsApi,
  ...accountsApi,
  ...uploadsApi,
  ...enterprisesApi,
  ...enterpriseConsoleApi,
  ...staffConsoleApi,
  ...contentApi,
  ...contentConsoleApi,
  ...tradingApi,
  ...statsApi,
  ...pilotApi,
  ...messagesApi,
  ...messagesConsoleApi,
  ...biddingApi,
  ...dealResultsApi,
} satisfies Record<string, AnyRoute>;

type ApiRoute = (typeof apiRoutes)[keyof typeof apiRoutes];
/** Every path the API answers (the keys of the web client's typed calls). */
export type ApiPath = ApiRoute['path'];
export type RouteAt<P extends ApiPath> = Extract<ApiRoute, { path: P }>;
/** What the route at a path takes. */
export type ApiInput<P extends ApiPath> = InputOf<RouteAt<P>>;
/** What `data` holds when the route at a path answers successfully. */
export type ApiOutput<P extends ApiPath> = OutputOf<RouteAt<P>>;
