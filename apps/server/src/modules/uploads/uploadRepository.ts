import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadedFiles } from '../../db/schema.js';
import { storedNameOf } from '../../infra/storage/storage.js';

export type UploadKind = 'image' | 'avatar' | 'file';

export async function insertUploadedFile(
  db: Db,
  values: {
    ownerUserId: number;
    kind: UploadKind;
    storedName: string;
    originalName: string;
    mime: string;
    size: number;
  },
): Promise<void> {
  await db.insert(uploadedFiles).values(values);
}

/** An upload of this user by the path it was answered with (optionally of one kind), or undefined. */
export async function findOwnUpload(db: Db, userId: number, src: string, kind?: UploadKind) {
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
 * Whether every path was uploaded by this user: the check a record makes before it keeps files
 * (enterprise attachments, listing images…), so nobody can attach someone else's upload as theirs.
 * One query, whatever the number of files.
 */
export async function ownsUploadedFiles(db: Db, userId: number, srcs: string[]): Promise<boolean> {
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
    .where(and(eq(uploadedFiles.ownerUserId, userId), inArray(uploadedFiles.storedName, [...names])));
  return row?.n === names.size;
}
