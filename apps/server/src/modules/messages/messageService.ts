import {
  MESSAGE_KIND_LABELS,
  messageCenterMessages,
  type ConsoleUserMessage,
  type MessageKind,
  type Page,
  type UserMessage,
} from '@jhy/contract';
import type { Db } from '../../db/client.js';
import type { PageRequest } from '../../db/paging.js';
import { formatChinaDateTime } from '../../infra/chinaTime.js';
import { notFound } from '../../infra/errors.js';
import {
  countUnread,
  markAllOwnMessagesRead,
  markOwnMessageRead,
  pageMessagesForConsole,
  pageMessagesOfUser,
  type MessageRow,
} from './messageRepository.js';

const kindOf = (row: MessageRow) => row.kind as MessageKind;

function toUserMessage(row: MessageRow): UserMessage {
  return {
    id: row.id,
    kind: kindOf(row),
    kind_label: MESSAGE_KIND_LABELS[kindOf(row)] ?? '',
    title: row.title,
    body: row.body,
    route: row.route,
    record_id: row.recordId,
    is_read: row.readAt === null ? 0 : 1,
    create_time: formatChinaDateTime(row.createdAt),
  };
}

/** The message center of docs/messages.md: every call acts for the token's user, on their own messages only. */
export class MessageService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(userId: number, page: PageRequest): Promise<Page<UserMessage>> {
    const { rows, total } = await pageMessagesOfUser(this.db, userId, page);
    return { total, data: rows.map(toUserMessage) };
  }

  async unread(userId: number): Promise<{ unread: number }> {
    return { unread: await countUnread(this.db, userId) };
  }

  /** Another user's message answers as one that does not exist: nothing tells it is there. */
  async markRead(userId: number, id: number): Promise<{ unread: number }> {
    if (!(await markOwnMessageRead(this.db, userId, id, this.clock()))) throw notFound(messageCenterMessages.notFound);
    return this.unread(userId);
  }

  async markAllRead(userId: number): Promise<{ unread: number }> {
    await markAllOwnMessagesRead(this.db, userId, this.clock());
    return this.unread(userId);
  }
}

/** What the console shows on a user's page: the messages sent, newest first, with their SMS notice. */
export async function messagesSentToUser(db: Db, userId: number, page: PageRequest): Promise<Page<ConsoleUserMessage>> {
  const { rows, total } = await pageMessagesForConsole(db, userId, page);
  return {
    total,
    data: rows.map(({ message, smsStatus, smsAttempts }) => ({
      id: message.id,
      kind: kindOf(message),
      title: message.title,
      body: message.body,
      readAt: message.readAt?.toISOString() ?? null,
      createdAt: message.createdAt.toISOString(),
      smsStatus: (smsStatus ?? 'none') as ConsoleUserMessage['smsStatus'],
      smsAttempts: smsAttempts ?? 0,
    })),
  };
}
