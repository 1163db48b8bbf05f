import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  API,
  auctionMessages,
  biddingMessages,
  certificationMessages,
  dealMessages,
  enterpriseMessages,
  listingMessages,
  messageCenterMessages,
  pilotMessages,
  type AnyRoute,
  type OwnedRecord,
} from '@jhy/contract';
import type { Db, Queryable } from '../db/client.js';
import { badRequest, fieldRefused, forbidden, notFound, type ApiError } from '../infra/errors.js';
import type { OwnerCheckFor } from '../infra/serveRoute.js';
import { TtlCache } from '../infra/ttlCache.js';
import { recentUser } from './accounts/requireUser.js';
import { isQualifiedOnAuction } from './bidding/auctionRepository.js';
import { findOwnRegistrationRecord } from './bidding/registrationRepository.js';
import { findConfirmationOfListing } from './bidding/settlementRepository.js';
import { findOwnApplication } from './certification/certificationRepository.js';
import { findOwnEnterprise } from './enterprises/enterpriseRepository.js';
import { findOwnListing } from './listings/listingSubmissionRepository.js';
import { ownsMessage } from './messages/messageRepository.js';
import { ownsDisplayProduct } from './pilot/displayProductRepository.js';

interface RecordOwner {
  /** Whether user `userId` owns record `id`: one indexed query, the condition its service loads it by. */
  owns(db: Queryable, userId: number, id: number): Promise<boolean>;
  /** What the service answers when the record is missing: another user's record is answered the same. */
  missing(): ApiError;
  /**
   * Once owned, owned for good: a positive answer is kept in memory (OWNED_FOR_GOOD_*), and the
   * query is not asked again.
   */
  forGood?: true;
}

/** Positive answers of `forGood` records kept per route, and for how long (bounded all the same). */
const OWNED_FOR_GOOD_KEPT = 20_000;
const OWNED_FOR_GOOD_MS = 10 * 60_000;

const found = (row: unknown) => row !== undefined;

/** Each record a route's owner rule names (packages/contract `OwnedRecord`), and whose it is. */
export const RECORD_OWNERS: Record<OwnedRecord, RecordOwner> = {
  enterprise: {
    owns: async (db, userId, id) => found(await findOwnEnterprise(db, userId, id)),
    missing: () => notFound(enterpriseMessages.notFound),
  },
  listing: {
    owns: async (db, userId, id) => found(await findOwnListing(db, userId, id)),
    missing: () => notFound(listingMessages.notFound),
  },
  certification: {
    owns: async (db, userId, id) => found(await findOwnApplication(db, userId, id)),
    missing: () => notFound(certificationMessages.notFound),
  },
  displayProduct: { owns: ownsDisplayProduct, missing: () => notFound(pilotMessages.productNotFound) },
  message: { owns: ownsMessage, missing: () => notFound(messageCenterMessages.notFound) },
  registration: {
    owns: async (db, userId, id) => found(await findOwnRegistrationRecord(db, userId, id)),
    missing: () => notFound(biddingMessages.registrationNotFound),
  },
  // Named by the auction's id: the caller's qualified registration on its listing, which lets them bid.
  // For good: an auction exists only once its listing's window has closed, and from then on no
  // registration of the listing changes (docs/lifecycles.md "Registration"). Asked with every bid.
  qualifiedRegistration: {
    owns: isQualifiedOnAuction,
    missing: () => forbidden(auctionMessages.notBidder),
    forGood: true,
  },
  // Named by the listing's id: its 成交确认书, of which the caller is the seller or the buyer.
  deal: {
    owns: async (db, userId, listingId) => {
      const row = await findConfirmationOfListing(db, listingId);
      return row !== undefined && (row.buyerUserId === userId || row.sellerUserId === userId);
    },
    missing: () => notFound(dealMessages.noConfirmation),
  },
};

/**
 * A form that names its parent enterprise answers one that is not the caller's as its service
 * answers an enterprise the caller has not had verified: the same refusal, whichever it is.
 */
const PARENT_REFUSALS: Readonly<Record<string, () => ApiError>> = {
  [API.addProject]: () => badRequest(listingMessages.noVerifiedCompany),
  [API.productAdd]: () => badRequest(listingMessages.noVerifiedCompany),
  [API.zoneProductAdd]: () => fieldRefused('company_id', pilotMessages.companyRequired),
  [API.biddingRegister]: () => badRequest(biddingMessages.noVerifiedCompany),
};

/** The largest id a record can have (PostgreSQL `integer`); a larger one names nothing. */
const MAX_RECORD_ID = 2_147_483_647;

/** `owns`, with its positive answers kept: a negative one is asked again (the record may come). */
export function ownedForGood(owns: RecordOwner['owns']): RecordOwner['owns'] {
  const kept = new TtlCache<true>({ ttlMs: OWNED_FOR_GOOD_MS, maxEntries: OWNED_FOR_GOOD_KEPT });
  return async (db, userId, id) =>
    kept
      .get(`${userId}:${id}`, async () => {
        // Thrown, so that the cache keeps nothing of it.
        if (!(await owns(db, userId, id))) throw new NotOwned();
        return true as const;
      })
      .catch((error: unknown) => {
        if (error instanceof NotOwned) return false;
        throw error;
      });
}

class NotOwned extends Error {}

/**
 * The one check of a route's declared `ownRecord` or `ownParent` rule (docs/security.md "Ownership
 * matrix"): after the fields are validated, the record the rule's field names must be the token's
 * user's, or the call is answered as if the record were missing. A field not sent is left to the
 * schema and the service. Other rules name no record and get no check.
 */
export function ownerChecks(db: Db): OwnerCheckFor {
  return (route: AnyRoute) => {
    const owner = route.owner;
    if (owner?.rule !== 'ownRecord' && owner?.rule !== 'ownParent') return undefined;
    const { owns, missing, forGood } = RECORD_OWNERS[owner.record];
    const refusal = (owner.rule === 'ownParent' ? PARENT_REFUSALS[route.path] : undefined) ?? missing;
    const { field } = owner;
    const owned = forGood ? ownedForGood(owns) : owns;
    const check: preHandlerAsyncHookHandler = async function ownerCheck(request: FastifyRequest) {
      // The validated fields: the body of a POST, the query of a GET (and of its HEAD).
      const fields = (request.method === 'POST' ? request.body : request.query) as Record<string, unknown> | undefined;
      const value = fields?.[field];
      if (value === undefined || value === null || value === '') return;
      const id = Number(value);
      const named = Number.isSafeInteger(id) && id > 0 && id <= MAX_RECORD_ID;
      // A recent user (requireRecentUser) is checked too: what passes is confirmed before it acts.
      if (!named || !(await owned(db, recentUser(request).id, id))) throw refusal();
    };
    return check;
  };
}
