import {
  enterpriseMessages,
  LISTING_FORM,
  listingMessages,
  type ListingForm,
  type ListingProductFields,
  type ListingProjectFields,
  type MyListingsPage,
  type MyListingsQuery,
} from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../infra/errors.js';
import { chinaDate } from '../../infra/chinaTime.js';
import { findOwnEnterprise } from '../enterprises/enterpriseRepository.js';
import type { UploadOwnershipCheck } from '../enterprises/enterpriseService.js';
import { resolveAreaPath } from '../regions/regionTree.js';
import { findSysConfig, isCategoryOfGroup } from '../system/systemRepository.js';
import { categoryNames } from '../trading/listingRepository.js';
import type { PrivateUploads } from '../uploads/privateUploads.js';
import { markUploadsPrivate } from '../uploads/uploadRepository.js';
import {
  privateSrcsOf,
  productContent,
  projectContent,
  revisionToJson,
  uploadSrcsOf,
  type ListingContent,
} from './listingContent.js';
import {
  findListingWithEnterprise,
  findOwnListing,
  findTradingClass,
  insertListing,
  lockOwnListing,
  pageOwnListings,
  updateOwnListing,
  type ListingRow,
} from './listingSubmissionRepository.js';
import { toSubmissionView } from './listingSubmissionView.js';

/** A listing's public code: JHY, the China date of submission, its id (e.g. JHY20261123000042). */
const productCode = (now: Date) => (id: number) =>
  `JHY${chinaDate(now).replaceAll('-', '')}${String(id).padStart(6, '0')}`;

/**
 * Publishing (docs/lifecycles.md "Listing"): an enterprise user submits a listing through one of the
 * two forms and edits it later; every submission goes to first review. The rules the contract's
 * schema cannot check live here: the enterprise must be the user's own and verified, the class a
 * real trading class, the files the user's own uploads; the payee account is the exchange's.
 */
export class ListingSubmissions {
  constructor(
    private readonly db: Db,
    private readonly ownsUploads: UploadOwnershipCheck,
    private readonly files: Pick<PrivateUploads, 'urlFor'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async addProject(userId: number, form: ListingProjectFields) {
    const content = await this.projectValues(userId, form);
    return this.insert(userId, LISTING_FORM.project, content);
  }

  async addProduct(userId: number, form: ListingProductFields) {
    const content = await this.productValues(userId, form, this.clock());
    return this.insert(userId, LISTING_FORM.product, content);
  }

  async editProject(userId: number, id: number, form: ListingProjectFields) {
    const current = await this.editable(userId, id, LISTING_FORM.project);
    return this.update(userId, current, await this.projectValues(userId, form));
  }

  async editProduct(userId: number, id: number, form: ListingProductFields) {
    const current = await this.editable(userId, id, LISTING_FORM.product);
    // A class product opens when first published: a change keeps the start it has.
    return this.update(userId, current, await this.productValues(userId, form, current.startTime));
  }

  async listMine(userId: number, query: MyListingsQuery): Promise<MyListingsPage> {
    const now = this.clock();
    const [{ rows, total }, names] = await Promise.all([
      pageOwnListings(this.db, userId, { page: query.page, limit: query.limit, name: query.product_name }),
      categoryNames(this.db),
    ]);
    return { total, data: rows.map((row) => toSubmissionView(row, names, this.fileUrl, now)) };
  }

  private readonly fileUrl = (src: string) => this.files.urlFor(src);

  private async insert(userId: number, formType: ListingForm, content: ListingContent) {
    const now = this.clock();
    const row = await this.db.transaction(async (tx) => {
      const inserted = await insertListing(
        tx,
        { ...content, userId, formType, createdAt: now, updatedAt: now } as ListingContent & {
          userId: number;
          formType: number;
        },
        productCode(now),
      );
      await markUploadsPrivate(tx, privateSrcsOf(content));
      return inserted;
    });
    return this.view(row.id);
  }

  /**
   * A change starts review over. While the listing is public its reviewed content stays what the
   * public sees: the change waits beside it as a revision until both reviews pass.
   */
  private async update(userId: number, current: ListingRow, content: ListingContent) {
    await this.db.transaction(async (tx) => {
      // Read again under a lock: a final pass or a deal may have landed since `current` was read,
      // and a change written straight into a listing that has just gone public would show unreviewed.
      const locked = await lockOwnListing(tx, userId, current.id);
      if (!locked) throw notFound(listingMessages.notFound);
      if (locked.closedStatus !== null) throw conflict(listingMessages.closedNotEditable);
      const updatedAt = this.clock();
      // The version a reviewer holds is this time: it must move even within one clock tick.
      if (updatedAt.getTime() <= locked.updatedAt.getTime()) updatedAt.setTime(locked.updatedAt.getTime() + 1);
      const change = locked.isPublic
        ? { pendingRevision: revisionToJson(content), updatedAt }
        : { ...content, pendingRevision: null, updatedAt };
      await updateOwnListing(tx, userId, current.id, change);
      await markUploadsPrivate(tx, privateSrcsOf(content));
    });
    return this.view(current.id);
  }

  private async editable(userId: number, id: number, formType: ListingForm): Promise<ListingRow> {
    const row = await findOwnListing(this.db, userId, id);
    // Another user's listing, or one of the other form, is not there for this call.
    if (!row || row.formType !== formType) throw notFound(listingMessages.notFound);
    if (row.closedStatus !== null) throw conflict(listingMessages.closedNotEditable);
    return row;
  }

  private async view(id: number) {
    const [row, names] = await Promise.all([findListingWithEnterprise(this.db, id), categoryNames(this.db)]);
    return toSubmissionView(row!, names, this.fileUrl, this.clock());
  }

  private async projectValues(userId: number, form: ListingProjectFields): Promise<ListingContent> {
    await this.requireVerifiedEnterprise(userId, form.company_id);
    const tradingClass = await findTradingClass(this.db, form.second_category);
    if (!tradingClass || tradingClass.group !== form.first_category) {
      throw badRequest(listingMessages.secondCategoryRequired);
    }
    const [transferType, decisionType] = await Promise.all([
      isCategoryOfGroup(this.db, 'transfer_type', form.transfer_type),
      isCategoryOfGroup(this.db, 'internal_decision_type', form.internal_decision_type),
    ]);
    if (!transferType) throw badRequest(listingMessages.transferTypeRequired);
    if (!decisionType) throw badRequest(listingMessages.internalDecisionTypeRequired);
    const content = projectContent(form, { payee: await this.payee() });
    await this.requireOwnUploads(userId, content);
    return content;
  }

  private async productValues(userId: number, form: ListingProductFields, startTime: Date): Promise<ListingContent> {
    await this.requireVerifiedEnterprise(userId, form.company_id);
    const tradingClass = await findTradingClass(this.db, form.product_classify);
    if (!tradingClass) throw badRequest(listingMessages.classifyRequired);
    let areaName = form.area_name;
    if (form.area_code) {
      const resolved = resolveAreaPath(form.area_code);
      if (!resolved) throw badRequest(enterpriseMessages.areaInvalid);
      areaName = resolved;
    }
    const content = productContent(form, { classGroup: tradingClass.group, areaName, startTime });
    if (content.endTime <= this.clock()) throw badRequest(listingMessages.endTimePassed);
    await this.requireOwnUploads(userId, content);
    return content;
  }

  /** Only the user's own enterprise, and only once verified (auth_status 1), may publish. */
  private async requireVerifiedEnterprise(userId: number, companyId: number): Promise<void> {
    const enterprise = await findOwnEnterprise(this.db, userId, companyId);
    if (!enterprise || enterprise.authStatus !== 1) throw badRequest(listingMessages.noVerifiedCompany);
  }

  private async requireOwnUploads(userId: number, content: ListingContent): Promise<void> {
    if (!(await this.ownsUploads(this.db, userId, uploadSrcsOf(content)))) {
      throw badRequest(listingMessages.fileNotYours);
    }
  }

  /** The exchange's payee account (system configuration): every listing carries it. */
  private async payee() {
    const [accountName, openBank, account] = await Promise.all(
      ['payee_account_name', 'payee_open_bank', 'payee_account'].map(
        async (name) => (await findSysConfig(this.db, name))?.content ?? '',
      ),
    );
    return { accountName: accountName!, openBank: openBank!, account: account! };
  }
}
