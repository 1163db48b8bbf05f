import { and, count, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { uploadedFiles } from '../../db/schema.js';
import { storedNameOf } from '../../infra/storage/storage.js';

export type UploadKind = 'image' | 'avatar' | 'file';

/** Records a stored upload; its owner is a portal user (`ownerUserId`) or a staff member (`ownerStaffId`). */
export async function insertUploadedFile(
  db: Queryable,
  values: Pick<
    typeof uploadedFiles.$inferInsert,
    'ownerUserId' | 'ownerStaffId' | 'storedName' | 'originalName' | 'mime' | 'size' | 'isPrivate'
  > & { kind: UploadKind },
): Promise<void> {
  await db.insert(uploadedFiles).values(values);
}

/** An upload of this user by the path it was answered with (optionally of one kind), or undefined. */
export async function findOwnUpload(db: Queryable, userId: number, src: string, kind?: UploadKind) {
  const storedName = storedNameOf(src);
  if (!storedName) return undefined;
  const [row] = await db
    .select({ id: uploadedFiles.id, kind: uploadedFiles.kind, originalName: uploadedFiles.originalName })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.storedName, storedName),
        eq(uploadedFiles.ownerUserId, userId),
        kind ? eq(uploadedFiles.kind, kind) : undefined,
      ),
    );
  return row;
}

/**
 * Whether every path was uploaded by this user (and, when `kind` is given, as that kind: a product
 * picture must be an image upload, not a private attachment): the check a record makes before it
 * keeps files (enterprise attachments, listing images…), so nobody can attach someone else's upload
 * as theirs. One query, whatever the number of files.
 */
export async function ownsUploadedFiles(
  db: Queryable,
  userId: number,
  srcs: string[],
  kind?: UploadKind,
): Promise<boolean> {
  const names = new Set<string>();
  for (const src of srcs) {
    const name = storedNameOf(src);
    if (!name) return false;
    names.add(name);
  }
  if (names.size === 0) return true;
  const [row] = await db
    .select({ n: count() })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.ownerUserId, userId),
        inArray(uploadedFiles.storedName, [...names]),
        kind ? eq(uploadedFiles.kind, kind) : undefined,
      ),
    );
  return row?.n === names.size;
}

/** Makes the files a record now uses private (in the record's own transaction). */
export async function markUploadsPrivate(db: Queryable, srcs: string[]): Promise<void> {
  const names = srcs.map(storedNameOf).filter((name): name is string => name !== undefined);
  if (names.length === 0) return;
  await db.update(uploadedFiles).set({ isPrivate: true }).where(inArray(uploadedFiles.storedName, names));
}

export async function isPrivateUpload(db: Queryable, storedName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.storedName, storedName), eq(uploadedFiles.isPrivate, true)));
  return row !== undefined;
}
