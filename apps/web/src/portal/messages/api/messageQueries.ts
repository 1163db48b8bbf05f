import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { API, MESSAGE_PAGE_SIZE } from '@jhy/contract';
import { request } from '../../../api/client';
import { postQuery } from '../../../api/routeQueries';
import { useApiMutation } from '../../../api/mutation';
import type { FirstQuery } from '../../../routing/pageHandle';
import { OWN_LIST_PAGE, REREAD_ON_RETURN } from '../../shared/queryPolicies';

const messagesKey = ['messages'] as const;
export const unreadKey = [...messagesKey, 'unread'] as const;

const listKey = [...messagesKey, 'list'] as const;

/** One page of the user's messages, newest first (the server's order). */
export function useMessages(page: number) {
  return useQuery({ ...messageListQuery(page), ...OWN_LIST_PAGE });
}

const messageListQuery = (page: number) =>
  postQuery([...listKey, page], API.messageList, { page, limit: MESSAGE_PAGE_SIZE });

/** The message center's first query: its first page, asked for while the tab's code loads. */
export const messageCenterFirstQuery: FirstQuery = () => messageListQuery(1);

/**
 * The list reads again whenever the unread count it is shown beside changes (a message arrived, or
 * was read in another tab), so the count and the rows never tell two stories (docs/messages.md).
 */
export function useListFollowsCount(unread: number | undefined) {
  const queryClient = useQueryClient();
  const shown = useRef(unread);
  useEffect(() => {
    if (unread === undefined || unread === shown.current) return;
    const hadOne = shown.current !== undefined;
    shown.current = unread;
    if (hadOne) void queryClient.invalidateQueries({ queryKey: listKey });
  }, [queryClient, unread]);
}

/** The header's count: asked again each minute and when the window comes back. */
export function useUnreadCount() {
  return useQuery({
    ...postQuery(unreadKey, API.messageUnread),
    ...REREAD_ON_RETURN,
    refetchInterval: 60_000,
  });
}

/** Marking read changes the list and the count: both reload from the server. */
function useMessageMutation<Input>(send: (input: Input) => Promise<{ unread: number }>) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: send,
    onSuccess: async ({ unread }) => {
      queryClient.setQueryData(unreadKey, { unread });
      await queryClient.invalidateQueries({ queryKey: messagesKey });
    },
  });
}

export function useMarkRead() {
  return useMessageMutation(async (id: number) => (await request(API.messageRead, { body: { id } })).data);
}

export function useMarkAllRead() {
  return useMessageMutation(async () => (await request(API.messageReadAll)).data);
}
