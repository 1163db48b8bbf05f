import { useQuery } from '@tanstack/react-query';
import { API, type RegionOption } from '@jhy/contract';
import { postQuery } from './routeQueries';

/** The national province → prefecture → county tree of `/index/common/areaInfo`, for area cascaders. */
export function useAreaOptions() {
  return useQuery({
    ...postQuery(['regions', 'areaInfo'], API.areaInfo),
    // The administrative divisions do not change while someone fills a form.
    staleTime: Infinity,
  });
}

/** Labels of a code path ('63/6326/632621' → ['青海省', …]), or undefined when a step is not in the tree. */
export function labelsOfAreaPath(options: readonly RegionOption[], codes: readonly string[]): string[] | undefined {
  const labels: string[] = [];
  let level: readonly RegionOption[] | undefined = options;
  for (const code of codes) {
    const node: RegionOption | undefined = level?.find((option) => option.value === code);
    if (!node) return undefined;
    labels.push(node.label);
    level = node.children;
  }
  // Only a whole path (down to a county) names a place, as the server requires.
  return codes.length > 0 && !level?.length ? labels : undefined;
}
