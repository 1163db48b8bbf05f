import { useQuery } from '@tanstack/react-query';
import { API } from '@jhy/contract';
import { post } from './client';

/** System configuration (footer, about us, certification text): name → content. */
export type SysConfigMap = Readonly<Record<string, string>>;

export const sysConfigQueryKey = ['sysConfig'] as const;

export async function fetchSysConfig(): Promise<SysConfigMap> {
  const answer = await post(API.sysConfig);
  // Without a key the call answers every entry; with one, that entry alone.
  const entries = Array.isArray(answer) ? answer : [answer];
  return Object.fromEntries(entries.map((entry) => [entry.name, entry.content]));
}

/** Staff change these rarely: one request per visit is enough. */
export function useSysConfig() {
  return useQuery({ queryKey: sysConfigQueryKey, queryFn: fetchSysConfig, staleTime: 10 * 60_000 });
}
