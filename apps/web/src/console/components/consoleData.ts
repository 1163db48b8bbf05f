import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, type TablePaginationConfig } from 'antd';
import { CONSOLE_PAGE_SIZE, type Page } from '@jhy/contract';
import { messageOfError } from '../../api/client';
import { consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';

/** A paged console list; the previous page stays on screen while the next one loads. */
export function useConsoleList<T>(name: string, path: string, params: Record<string, unknown>) {
  return useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, name, params],
    queryFn: () => consoleApi.post<Page<T>>(path, params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * A console change: the server's success message, or its refusal, shown once; the lists named in
 * `refresh` are fetched again. Errors the client already showed (401, 5xx) are not repeated.
 */
export function useConsoleChange<Input, Output>(
  path: string,
  options: { refresh: string[]; onDone?: (data: Output, input: Input) => void; failure?: string },
) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (input: Input) => consoleApi.send<Output>(path, input),
    onSuccess: async ({ data, msg }, input) => {
      message.success(msg);
      options.onDone?.(data, input);
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

export const formatTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' }) : '—';
