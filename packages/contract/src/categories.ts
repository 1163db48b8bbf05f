import { z } from 'zod';

/** One node of the category tree; `sonCate` holds its children (spec §3 "Category data"). */
export interface CategoryNode {
  id: number;
  name: string;
  pid: number;
  sonCate?: CategoryNode[];
}

export const categorySonQuerySchema = z.object({
  id: z.coerce.number({ error: '请选择分类' }).int().positive({ error: '请选择分类' }),
});

/** A cascader option, as `areaInfo` / `westArea` answer. */
export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}
