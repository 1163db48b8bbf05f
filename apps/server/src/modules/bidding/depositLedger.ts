import type { DepositLedger, DepositLedgerQuery } from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { pageDepositLedger } from './depositLedgerRepository.js';

/** 保证金台账 in the console: a page of the ledger's filtered rows with the totals per state. */
export function depositLedgerPage(db: Queryable, query: DepositLedgerQuery): Promise<DepositLedger> {
  return pageDepositLedger(db, query);
}
