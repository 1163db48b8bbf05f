import { useSearchParams } from 'react-router';
import { parseId } from '@jhy/contract';

/** The `id` of a detail page's address (`?id=12`), or undefined when it is not an id the server could hold. */
export function useListingId(): number | undefined {
  const [params] = useSearchParams();
  return parseId(params.get('id'));
}
