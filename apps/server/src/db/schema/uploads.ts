import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigSerialId, createdAtColumn } from './columns.js';

/**
 * Every stored upload, with its owner: a user can attach to their records only files they uploaded
 * themselves. `storedName` is random; `originalName` is only ever shown, never used as a path.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: bigSerialId(),
    ownerUserId: integer('owner_user_id'),
    ownerStaffId: integer('owner_staff_id'),
    kind: varchar('kind', { length: 10 }).notNull(),
    storedName: varchar('stored_name', { length: 120 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    /** Attached to an enterprise (licences, ID photos): served only through signed links. */
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('uploaded_files_stored_name_unique').on(t.storedName),
    index('uploaded_files_owner_user_idx').on(t.ownerUserId),
  ],
);
