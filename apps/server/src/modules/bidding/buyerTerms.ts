import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/client.js';
import { findSysConfig } from '../system/systemRepository.js';

/** The exchange's receiving account for deposits (system settings; '' each when not configured). */
export interface Payee {
  accountName: string;
  openBank: string;
  account: string;
}

export const NO_PAYEE: Payee = { accountName: '', openBank: '', account: '' };

/** The SHA-256 (hex) of a 竞买须知 text: the version a registration accepts (docs/bidding.md "Registration"). */
export const noticeSha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * What a buyer reads and pays into (docs/bidding.md "Registration"): the 竞买须知 — the system
 * setting `trading_notice`, edited in the console's 系统配置 — with its hash, and the exchange's
 * receiving account (`payee_account_name`, `payee_open_bank`, `payee_account`). Read at each call,
 * so an edit in the console applies to the next registration.
 */
export async function buyerTerms(db: Queryable): Promise<{ notice: { html: string; sha256: string }; payee: Payee }> {
  const [notice, accountName, openBank, account] = await Promise.all(
    ['trading_notice', 'payee_account_name', 'payee_open_bank', 'payee_account'].map(
      async (name) => (await findSysConfig(db, name))?.content ?? '',
    ),
  );
  const html = notice!.trim() === '' ? '' : notice!;
  return {
    notice: { html, sha256: html === '' ? '' : noticeSha256(html) },
    payee: { accountName: accountName!.trim(), openBank: openBank!.trim(), account: account!.trim() },
  };
}
