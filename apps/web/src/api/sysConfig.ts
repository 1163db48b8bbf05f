import { useQuery } from '@tanstack/react-query';
import { API, type SysConfigEntry } from '@jhy/contract';
import { post } from './client';

/** System configuration (footer, about us, certification text): name → content. */
export type SysConfigMap = Readonly<Record<string, string>>;

export const sysConfigQueryKey = ['sysConfig'] as const;

export async function fetchSysConfig(): Promise<SysConfigMap> {
  const entries = await post<SysConfigEntry[]>(API.sysConfig);
  return Object.fromEntries(entries.map((entry) => [entry.name, entry.content]));
}

/** Staff change these rarely: one request per visit is enough. */
export function useSysConfig() {
  return useQuery({ queryKey: sysConfigQueryKey, queryFn: fetchSysConfig, staleTime: 10 * 60_000 });
}
