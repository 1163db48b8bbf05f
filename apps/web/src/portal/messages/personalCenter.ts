import type { PersonalCenterTab } from '../accounts';
import { messageCenterFirstQuery } from './api/messageQueries';

/** The personal center's tab (gathered by app/personalCenterTabs.ts): its own chunk, loaded when first opened. */
export const messagesPersonalCenterTabs: PersonalCenterTab[] = [
  {
    key: 'messages',
    label: '消息中心',
    order: 50,
    load: () => import('./MessageCenterTab').then((module) => module.MessageCenterTab),
    firstQuery: messageCenterFirstQuery,
    drawsAntd: false,
  },
];
