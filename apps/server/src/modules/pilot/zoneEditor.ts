import type { z } from 'zod';
import { pilotMessages, type zoneSaveSchema } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { fieldRefused, notFound } from '../../infra/errors.js';
import { sanitizeHtml } from '../../infra/sanitizeHtml.js';
import { withAudit, type AuditActor } from '../audit/withAudit.js';
import { regionTree } from '../regions/regionTree.js';
import { listCategories } from '../system/systemRepository.js';
import { toZoneConsoleRow } from './pilotView.js';
import { findZone, listZones, updateZone, type ZoneRow } from './zoneRepository.js';

type ZoneInput = z.output<typeof zoneSaveSchema>;

/** What the audit log shows of a zone: not its whole text. */
const snapshot = (row: ZoneRow) => ({
  name: row.name,
  province: row.province,
  category: row.category,
  counties: row.counties.join(','),
});

/** The counties (6-digit codes) of a province in the region tree. */
function countiesOfProvince(province: string): Set<string> {
  const node = regionTree().find((option) => option.value === province);
  return new Set((node?.children ?? []).flatMap((prefecture) => (prefecture.children ?? []).map((c) => c.value)));
}

/** Editors keep the zones: name, sanitized description, province, pilot category, counties. */
export class ZoneEditor {
  constructor(private readonly db: Db) {}

  async list() {
    return (await listZones(this.db)).map(toZoneConsoleRow);
  }

  async save(actor: AuditActor, input: ZoneInput) {
    const counties = countiesOfProvince(input.province);
    if (counties.size === 0) throw fieldRefused('province', pilotMessages.zoneProvinceRequired);
    if (!input.counties.every((code) => counties.has(code)))
      throw fieldRefused('counties', pilotMessages.zoneCountyUnknown);
    // A zone hangs under the map category or a province child of the pilot tree, never elsewhere.
    const pilotIds = pilotCategoryIds(await listCategories(this.db));
    if (!pilotIds.has(input.category)) throw fieldRefused('category', pilotMessages.zoneCategoryUnknown);
    const values = {
      name: input.name,
      zoneDesc: sanitizeHtml(input.zone_desc),
      province: input.province,
      category: input.category,
      counties: input.counties,
    };
    return withAudit(this.db, actor, { action: 'zone.update', targetType: 'zone', targetId: input.id }, async (tx) => {
      const before = await findZone(tx, input.id);
      const row = await updateZone(tx, input.id, values);
      if (!before || !row) throw notFound(pilotMessages.zoneNotFound);
      return { before: snapshot(before), after: snapshot(row), result: toZoneConsoleRow(row) };
    });
  }
}

/** Categories a zone may belong to: the pilot tree below its root that has no children of its own. */
function pilotCategoryIds(rows: Array<{ id: number; pid: number; group: string }>): Set<number> {
  const pilot = rows.filter((row) => row.group === 'pilot');
  const parents = new Set(pilot.map((row) => row.pid));
  return new Set(pilot.filter((row) => row.pid !== 0 && !parents.has(row.id)).map((row) => row.id));
}
