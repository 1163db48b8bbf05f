import { MESSAGE_RECORD_ROUTES, type MessageKind } from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { findNoticeTarget, insertMessage, insertSmsNotice } from './messageRepository.js';

/** What a decision tells the owner of the record (docs/messages.md). */
export interface DecisionEvent {
  kind: MessageKind;
  /** Which kind of record: its page is MESSAGE_RECORD_ROUTES[record]. */
  record: keyof typeof MESSAGE_RECORD_ROUTES;
  recordId: number;
  /** One line, also the SMS notice's `title`: '您的企业“…”认证未通过'. */
  title: string;
  /** The reviewer's remark on a rejection; empty otherwise. */
  body?: string;
  /**
   * A notice the user may turn off as a whole (message and SMS): the user's switch it obeys
   * (docs/messages.md "Bidding notices"). Decisions on the user's own records have none.
   */
  optional?: 'auctionOpenNotice' | 'outbidNotice';
}

/**
 * Leaves a message for the user in `tx`, the transaction of the decision it reports, and queues its
 * SMS notice there too unless the user turned notices off: a decision that rolls back tells no one,
 * and one that commits always has its message. The notice is sent after the commit by
 * SmsNoticeDispatcher; its failure never reaches the decision (docs/messages.md). An optional
 * notice the user turned off leaves nothing; the answer says whether a message was written.
 */
export async function notifyUser(tx: Queryable, userId: number, event: DecisionEvent): Promise<boolean> {
  const target = await findNoticeTarget(tx, userId);
  if (event.optional && !target?.[event.optional]) return false;
  const message = await insertMessage(tx, {
    userId,
    kind: event.kind,
    title: event.title.slice(0, 200),
    body: event.body ?? '',
    route: MESSAGE_RECORD_ROUTES[event.record],
    recordId: event.recordId,
  });
  if (target?.smsNotice && target.status === 1) {
    await insertSmsNotice(tx, { messageId: message.id, userId, mobile: target.mobile, title: message.title });
  }
  return true;
}

/** '“name”' — a record's name as a title quotes it, kept short enough for an SMS variable. */
export function quoted(name: string): string {
  const short = name.length > 20 ? `${name.slice(0, 19)}…` : name;
  return `“${short}”`;
}
