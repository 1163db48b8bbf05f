import type { Queryable } from '../../db/client.js';
import { notifyUser } from '../messages/notifyUser.js';
import { registrationOwners } from './transactionRepository.js';

/** Each buyer whose deposit is now to be refunded hears it, in the transaction that moved it. */
export async function notifyDepositsReleased(tx: Queryable, registrationIds: number[], title: string): Promise<void> {
  for (const owner of await registrationOwners(tx, registrationIds)) {
    await notifyUser(tx, owner.userId, {
      kind: 'deal.lost',
      record: 'registration',
      recordId: owner.id,
      title,
      body: '您的保证金将按规定退还。',
    });
  }
}
