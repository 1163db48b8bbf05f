import { z } from 'zod';

/** An uploaded file as forms send and records keep it (docs/product.md §3): `{ name, src }`. */
export const fileEntrySchema = z.object({
  name: z.string().trim().min(1).max(255),
  // Only files this server stored: a path under /uploads/, never a foreign URL.
  src: z
    .string()
    .trim()
    .regex(/^\/uploads\/[A-Za-z0-9._/-]+$/, '附件地址无效')
    .refine((src) => !src.includes('..'), '附件地址无效'),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

/** A stored file as a record answers it: `url` opens it now (for a private file, a signed link that expires). */
export interface ServedFileEntry extends FileEntry {
  url: string;
}

/** A file list as it comes: a JSON string ('' is none) or already an array; what does not parse is left for the schema to refuse. */
function fileListFromWire(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * A list of uploaded files. The product's client sends it as a JSON string; a JSON array is accepted too.
 */
export const fileListSchema = (options: { required: string; max: number }) =>
  z.preprocess(
    fileListFromWire,
    z
      .array(fileEntrySchema, { error: options.required })
      .min(1, options.required)
      .max(options.max, `最多上传 ${options.max} 个文件`),
  );

/** An optional list of uploaded files (same wire forms as `fileListSchema`); absent or '' is none. */
export const optionalFileListSchema = (max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : fileListFromWire(value)),
    z.array(fileEntrySchema).max(max, `最多上传 ${max} 个文件`),
  );
