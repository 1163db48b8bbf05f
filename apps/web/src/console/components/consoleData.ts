import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { type TablePaginationConfig } from 'antd';
import { useAppMessage } from '../../app/feedback';
import { CONSOLE_PAGE_SIZE, type ApiInput, type ApiOutput, type ApiPath } from '@jhy/contract';
import { messageOfError } from '../../api/client';
import { callAsStaff, consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';

/** A paged console list; the previous page stays on screen while the next one loads. */
export function useConsoleList<P extends ApiPath>(
  name: string,
  path: P,
  params: ApiInput<P>,
): UseQueryResult<ApiOutput<P>>;
export function useConsoleList(name: string, path: string, params: unknown): UseQueryResult<unknown> {
  return useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, name, params],
    queryFn: async () => (await callAsStaff(path, { body: params })).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * A console list the server answers whole (no pages, no filters), read again when a change names it.
 * `alwaysFresh`: asked again each time the page opens, rather than served from the last minute's cache.
 */
export function useConsoleRows<P extends ApiPath>(name: string, path: P, { alwaysFresh = false } = {}) {
  return useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, name],
    queryFn: () => consoleApi.post(path),
    ...(alwaysFresh && { staleTime: 0 }),
  });
}

interface ChangeOptions<Data, Input> {
  refresh: string[];
  /** Awaited when it answers a promise: the change stays under way until it is done (a record refreshed in place). */
  onDone?(data: Data, input: Input): void | Promise<void>;
  failure?: string;
  /** Names the success notice, so that the same change made several times in a row replaces it rather than piling up. */
  noticeKey?: string;
}

/**
 * A console change: the server's success message, or its refusal, shown once; the lists named in
 * `refresh` are fetched again. Errors the client already showed (401, 5xx) are not repeated.
 */
export function useConsoleChange<P extends ApiPath>(
  path: P,
  options: ChangeOptions<ApiOutput<P>, ApiInput<P>>,
): UseMutationResult<{ data: ApiOutput<P>; msg: string }, Error, ApiInput<P>>;
export function useConsoleChange<Input, Output>(
  path: string,
  options: ChangeOptions<Output, Input>,
): UseMutationResult<{ data: Output; msg: string }, Error, Input> {
  const queryClient = useQueryClient();
  const message = useAppMessage();
  return useMutation({
    mutationFn: async (input: Input) => {
      const envelope = await callAsStaff(path, { body: input });
      // The typed overload above ties Output to the path's declared output.
      return { data: envelope.data as Output, msg: envelope.msg };
    },
    onSuccess: async ({ data, msg }, input) => {
      message.success(options.noticeKey === undefined ? msg : { content: msg, key: options.noticeKey });
      await options.onDone?.(data, input);
      await Promise.all(
        options.refresh.map((name) => queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, name] })),
      );
    },
    onError: (error) => {
      const text = messageOfError(error, options.failure ?? '操作失败');
      if (text) message.error(text);
    },
  });
}

/** The table's pager for a server-paged list. */
export function pagerOf(
  query: { page: number; limit?: number },
  total: number | undefined,
  onChange: (page: number, limit: number) => void,
): TablePaginationConfig {
  return {
    current: query.page,
    pageSize: query.limit ?? CONSOLE_PAGE_SIZE,
    total: total ?? 0,
    showSizeChanger: false,
    showTotal: (count) => `共 ${count} 条`,
    onChange,
  };
}
