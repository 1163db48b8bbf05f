import { PILOT_MAP_CATEGORY } from '@jhy/contract';
import { useSearchParams } from 'react-router';
import { pilotDemonstrationPath } from '../../routing/portalPaths';
import { positiveId } from '../content';
import type { ZoneTrail } from './pilotPaths';

/**
 * The zone trail a zone page was opened with (`id`, `idOne`, `zoneTitle`), and the breadcrumb steps
 * back to the pilot menu entry and the zone. `zoneName` (from the server) wins over the query's title.
 */
export function useZoneTrail(idKey = 'id') {
  const [params] = useSearchParams();
  const id = positiveId(params.get(idKey));
  const idOne = positiveId(params.get('idOne')) ?? PILOT_MAP_CATEGORY;
  const zoneTitle = params.get('zoneTitle') ?? params.get('zone_infoName') ?? '';
  const trailOf = (zoneName: string): ZoneTrail | undefined =>
    id === undefined ? undefined : { id, idOne, zoneTitle: zoneName || zoneTitle };
  return { id, idOne, zoneTitle, params, trailOf, pilotPath: pilotDemonstrationPath(idOne) };
}
