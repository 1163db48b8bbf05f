import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { API } from '@jhy/contract';
import { request } from '../../../api/client';
import { postQuery } from '../../../api/routeQueries';
import { useOwnListPage, useRefreshingMutation } from '../../shared/queryPolicies';
import type { DisplayProductPayload } from '../form/displayProductFormValues';
import { zoneIndexQuery } from './pilotFirstQueries';

/** The pilot menu, the map figures, the zones and the named counties: one call, read by every pilot page. */
export function useZoneIndex() {
  return useQuery(zoneIndexQuery());
}

/** The zones of a menu entry: a category (cateId) or one of its children (cateSonId). */
export function useZonesOfCategory(cateId: number, cateSonId: number | undefined) {
  return useQuery({
    ...postQuery(
      ['pilot', 'zonesOf', cateId, cateSonId],
      API.zoneByCate,
      cateSonId === undefined ? { cateId } : { cateId, cateSonId },
    ),
  });
}

/** A zone and its passed products; `category` (0 = all, 44 / 59 / 80) is filtered by the server. */
export function useZone(id: number | undefined, category = 0) {
  return useQuery({
    ...postQuery(['pilot', 'zone', id, category], API.zoneList, { id: id!, category }),
    enabled: id !== undefined,
  });
}

/** A passed display product. */
export function useZoneProduct(id: number | undefined) {
  return useQuery({
    ...postQuery(['pilot', 'product', id], API.zoneProductCheck, { id: id! }),
    enabled: id !== undefined,
  });
}

/** The user's verified enterprises (auth_status 1): the ones a display product may be published for. */
export function useVerifiedEnterprises() {
  return useQuery({
    ...postQuery(['enterprises', 'mine', 'verified'], API.myCompanies, { page: 1, limit: 100, company_name: '' }),
    select: (page) => page.rows.filter((row) => row.auth_status === 1),
  });
}

/** Publish a display product; resolves with the server's message. Refusals take the portal's one error path. */
export function useAddDisplayProduct(form: FormInstance) {
  return useRefreshingMutation(['pilot'], {
    form,
    mutationFn: async (payload: DisplayProductPayload) => (await request(API.zoneProductAdd, { body: payload })).msg,
  });
}

/** The owner's change of a product: it goes back to review (docs/pilot.md). */
export function useEditDisplayProduct(form: FormInstance) {
  return useRefreshingMutation(['pilot'], {
    form,
    mutationFn: async (payload: DisplayProductPayload & { id: number }) =>
      (await request(API.myZoneProductEdit, { body: payload })).msg,
  });
}

/** One page (4, docs/product.md §9) of the user's display products with their review state. */
export function useMyDisplayProducts(page: number) {
  // A reviewer decides elsewhere: coming back to the page shows the result.
  return useOwnListPage(['pilot', 'mine'], API.myZoneProducts, page, { product_name: '' });
}
