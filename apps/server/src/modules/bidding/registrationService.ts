import {
  biddingMessages,
  DEPOSIT,
  LISTING_TRANSACTION,
  REGISTRATION,
  type ListingStanding,
  type Page,
  type RegistrationFields,
  type RegistrationView,
} from '@jhy/contract';
import type { Db } from '../../db/client.js';
import type { PageRequest } from '../../db/paging.js';
import { badRequest, conflict, fieldRefused, forbidden, notFound } from '../../infra/errors.js';
import { findOwnEnterprise } from '../enterprises/enterpriseRepository.js';
import type { UploadOwnershipCheck } from '../enterprises/enterpriseService.js';
import { enrollStatusAt } from '../trading/enrollStatusRepository.js';
import type { PrivateUploads } from '../uploads/privateUploads.js';
import { markUploadsPrivate } from '../uploads/uploadRepository.js';
import {
  findListingFacts,
  findOwnRegistrationRecord,
  insertRegistration,
  lockRegistration,
  ownRegistrationsOnListing,
  pageOwnRegistrations,
  verifiedEnterprisesOf,
  type ListingFacts,
} from './registrationRepository.js';
import { toRegistrationView } from './registrationView.js';
import { lockListingFor } from './listingTransaction.js';
import { moveDeposit, moveRegistration } from './transactionRepository.js';
import { findConfirmationOfListing } from './settlementRepository.js';
import { buyerTerms } from './buyerTerms.js';

/**
 * 意向受让登记 (docs/bidding.md): a logged-in user registers one of their verified enterprises on a
 * public listing while it enrols (enroll_status 1), never the listing's own; one live registration
 * per enterprise and listing; the materials are the user's own uploads and become private. The
 * buyer may withdraw until the window ends; a deposit already received is then to be refunded.
 */
export class RegistrationService {
  constructor(
    private readonly db: Db,
    private readonly ownsUploads: UploadOwnershipCheck,
    private readonly files: Pick<PrivateUploads, 'urlFor'>,
    private readonly clock: () => Date,
  ) {}

  private readonly fileUrl = (src: string) => this.files.urlFor(src);

  async register(userId: number, fields: RegistrationFields): Promise<RegistrationView> {
    const now = this.clock();
    const listing = await this.enrolling(fields.listing_id, now);
    const enterprise = await findOwnEnterprise(this.db, userId, fields.company_id);
    if (!enterprise || enterprise.authStatus !== 1) throw badRequest(biddingMessages.noVerifiedCompany);
    if (enterprise.id === listing.companyId || listing.userId === userId) throw forbidden(biddingMessages.ownListing);
    if (listing.enrollFiles.length > 0 && fields.files.length === 0) throw badRequest(biddingMessages.filesRequired);
    // The 竞买须知 accepted must be the one in force now (docs/bidding.md "Registration").
    const { notice } = await buyerTerms(this.db);
    if (notice.sha256 === '') throw conflict(biddingMessages.noticeMissing);
    if (fields.notice_sha256 !== notice.sha256) throw fieldRefused('notice_sha256', biddingMessages.noticeChanged);
    const srcs = fields.files.map((file) => file.src);
    if (!(await this.ownsUploads(this.db, userId, srcs))) throw badRequest(biddingMessages.fileNotYours);
    const id = await this.db.transaction(async (tx) => {
      await lockListingFor(tx, listing.id, 'register', now);
      const row = await insertRegistration(tx, {
        listingId: listing.id,
        userId,
        companyId: enterprise.id,
        companyName: enterprise.companyName,
        contactName: fields.contact_name,
        contactPhone: fields.contact_phone,
        files: fields.files,
        noticeSha256: notice.sha256,
        noticeAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw conflict(biddingMessages.alreadyRegistered);
      await markUploadsPrivate(tx, srcs);
      return row.id;
    });
    return this.view(userId, id);
  }

  async withdraw(userId: number, id: number): Promise<RegistrationView> {
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      const record = await lockRegistration(tx, id);
      if (!record || record.registration.userId !== userId) throw notFound(biddingMessages.registrationNotFound);
      await lockListingFor(tx, record.listing.id, 'withdraw', now);
      await moveRegistration(tx, id, 'withdraw', { withdrawnAt: now, updatedAt: now });
      if (record.deposit && DEPOSIT.startsFrom('release', record.deposit.status)) {
        await moveDeposit(tx, id, 'release', { settledAt: now });
      }
    });
    return this.view(userId, id);
  }

  async mine(userId: number, query: PageRequest): Promise<Page<RegistrationView>> {
    const now = this.clock();
    const [{ rows, total }, { payee }] = await Promise.all([
      pageOwnRegistrations(this.db, userId, query),
      buyerTerms(this.db),
    ]);
    return { total, data: rows.map((row) => toRegistrationView(row, this.fileUrl, now, payee)) };
  }

  /** Where the user stands on a listing, and whether (and with which enterprises) they may register. */
  async standing(userId: number, listingId: number): Promise<ListingStanding> {
    const now = this.clock();
    const listing = await findListingFacts(this.db, listingId);
    if (!listing || !listing.isPublic) throw notFound(biddingMessages.listingNotFound);
    const [records, verified, sale, terms] = await Promise.all([
      ownRegistrationsOnListing(this.db, userId, listingId),
      verifiedEnterprisesOf(this.db, userId),
      findConfirmationOfListing(this.db, listingId),
      buyerTerms(this.db),
    ]);
    const party = sale && (sale.buyerUserId === userId || sale.sellerUserId === userId);
    const live = new Set(
      records
        .filter((r) => r.registration.status !== REGISTRATION.codes.withdrawn)
        .map((r) => r.registration.companyId),
    );
    const open = verified.filter((e) => e.id !== listing.companyId && !live.has(e.id));
    const enterprises = open.map((e) => ({ id: e.id, company_name: e.companyName }));
    const reason =
      enrollStatusAt(listing, now) !== LISTING_TRANSACTION.codes.enrolling
        ? biddingMessages.notEnrolling
        : listing.userId === userId
          ? biddingMessages.ownListing
          : verified.length === 0
            ? biddingMessages.noVerifiedCompany
            : enterprises.length === 0
              ? biddingMessages.alreadyRegistered
              : '';
    return {
      can_register: reason === '',
      reason,
      enterprises: reason === '' ? enterprises : [],
      registrations: records.map((record) => toRegistrationView(record, this.fileUrl, now, terms.payee)),
      enroll_files: listing.enrollFiles.map((file) => file.name),
      notice: terms.notice,
      contacts:
        reason === ''
          ? open.map((e) => ({ company_id: e.id, contact_name: e.contactName, contact_phone: e.contactMobile }))
          : [],
      confirmation_no: party ? sale.verificationNo : '',
    };
  }

  private async enrolling(listingId: number, now: Date): Promise<ListingFacts> {
    const listing = await findListingFacts(this.db, listingId);
    if (!listing || !listing.isPublic) throw notFound(biddingMessages.listingNotFound);
    if (enrollStatusAt(listing, now) !== LISTING_TRANSACTION.codes.enrolling)
      throw conflict(biddingMessages.notEnrolling);
    return listing;
  }

  private async view(userId: number, id: number): Promise<RegistrationView> {
    const record = await findOwnRegistrationRecord(this.db, userId, id);
    if (!record) throw notFound(biddingMessages.registrationNotFound);
    const { payee } = await buyerTerms(this.db);
    return toRegistrationView(record, this.fileUrl, this.clock(), payee);
  }
}
