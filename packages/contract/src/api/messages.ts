import { z } from 'zod';
import { CONSOLE_API } from '../console.js';
import { userIdSchema } from '../consoleSchemas.js';
import { MESSAGE_KINDS, messageCenterMessages, type MessageKind } from '../messageCenter.js';
import { idSchema } from '../idSchemas.js';
import { pageSchema } from '../rules.js';
import { API } from '../routes.js';
import { consoleRoutes, OWN_LIST, ownRecord, pageOf, routeGroup, SELF, USER } from './defineRoute.js';
import { int, text } from './fields.js';

const recipients = routeGroup('messages', USER);

const messageKindSchema = z.enum(MESSAGE_KINDS as [MessageKind, ...MessageKind[]]);

/** A message as the portal receives it (portal wire names, docs/api-conventions.md). */
export const userMessageSchema = z.object({
  id: int,
  kind: messageKindSchema,
  kind_label: text,
  title: text,
  body: text,
  /** The portal page of the record; `record_id` names the record there. */
  route: text,
  record_id: int,
  /** 1 read, 0 unread. */
  is_read: z.union([z.literal(0), z.literal(1)]),
  /** China time, yyyy-MM-dd HH:mm:ss (docs/time.md). */
  create_time: text,
});

const messageIdSchema = z.object({ id: idSchema(messageCenterMessages.notFound) });

/** The message center (docs/messages.md): the token's user's own messages only. */
export const messagesApi = {
  messageList: recipients.read({
    owner: OWN_LIST,
    path: API.messageList,
    summary: '我的消息（未读在前，再按时间从新到旧）',
    input: pageSchema(10, 50),
    output: pageOf(userMessageSchema),
  }),
  messageUnread: recipients.read({
    owner: SELF,
    path: API.messageUnread,
    summary: '未读消息数',
    output: z.object({ unread: int }),
  }),
  messageRead: recipients.write({
    owner: ownRecord('message'),
    path: API.messageRead,
    summary: '把自己的一条消息标为已读',
    input: messageIdSchema,
    output: z.object({ unread: int }),
  }),
  messageReadAll: recipients.write({
    owner: SELF,
    path: API.messageReadAll,
    summary: '把自己的消息全部标为已读',
    output: z.object({ unread: int }),
  }),
};

/** A message as the console shows it on a user's page (console names, ISO instants). */
export const consoleUserMessageSchema = z.object({
  id: int,
  kind: messageKindSchema,
  title: text,
  body: text,
  readAt: text.nullable(),
  createdAt: text,
  /** The SMS notice of the message: none (turned off or no message), pending, sent or failed. */
  smsStatus: z.enum(['none', 'pending', 'sent', 'failed']),
  smsAttempts: int,
});

/** Staff read the messages sent to a user on the user's page (console names, docs/api-conventions.md). */
export const messagesConsoleApi = {
  userMessages: consoleRoutes('users.view').read({
    path: CONSOLE_API.userMessages,
    summary: '发给某门户用户的消息（新的在前）及其短信通知状态',
    input: userIdSchema.extend(pageSchema(10, 50).shape),
    output: pageOf(consoleUserMessageSchema),
  }),
};

/** A message as the portal receives it (portal wire names, docs/api-conventions.md). */
export type UserMessage = z.output<typeof userMessageSchema>;
/** A message as the console shows it on a user's page (console names, ISO instants). */
export type ConsoleUserMessage = z.output<typeof consoleUserMessageSchema>;
