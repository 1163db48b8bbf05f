import { z } from 'zod';
import { idSchema } from './idSchemas.js';

/** One node of the category tree; `sonCate` holds its children (docs/product.md §3 "Category data"). */
export interface CategoryNode {
  id: number;
  name: string;
  pid: number;
  sonCate?: CategoryNode[];
}

export const categorySonQuerySchema = z.object({
  id: idSchema('请选择分类'),
});

/** A cascader option, as `areaInfo` / `westArea` answer. */
export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}
