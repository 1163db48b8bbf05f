import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RegionOption } from '@jhy/contract';

/** The four provinces of the river-source region: Sichuan, Gansu, Qinghai, Tibet (in that order). */
const WEST_PROVINCE_CODES = ['51', '62', '63', '54'];

let nationalTree: RegionOption[] | undefined;

/** The national province → prefecture → county tree (NBS 2023 codes; see assets/regions/SOURCES.md). */
export function regionTree(): RegionOption[] {
  nationalTree ??= JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../assets/regions/pca-cascader.json', import.meta.url)), 'utf8'),
  ) as RegionOption[];
  return nationalTree;
}

export function westRegionTree(): RegionOption[] {
  const tree = regionTree();
  return WEST_PROVINCE_CODES.map((code) => tree.find((province) => province.value === code)).filter(
    (province): province is RegionOption => province !== undefined,
  );
}

/**
 * Resolves a slash-joined code path ("63/6326/632621") to its slash-joined labels, or undefined
 * when any step does not exist or the path stops above a county ("63" is a province, not a place
 * where an enterprise works; the cascader only offers whole paths). Enterprises and applications
 * store both (docs/product.md §3 area_code/area_name).
 */
export function resolveAreaPath(codePath: string): string | undefined {
  const codes = codePath.split('/').filter((code) => code !== '');
  if (codes.length === 0) return undefined;
  let level: RegionOption[] | undefined = regionTree();
  const labels: string[] = [];
  for (const code of codes) {
    const node: RegionOption | undefined = level?.find((option) => option.value === code);
    if (!node) return undefined;
    labels.push(node.label);
    level = node.children;
  }
  if (level && level.length > 0) return undefined;
  return labels.join('/');
}
