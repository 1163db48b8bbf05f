import { useSearchParams } from 'react-router';

/** The `id` of a detail page's address (`?id=12`), or undefined when it is not a positive whole number. */
export function useListingId(): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}
