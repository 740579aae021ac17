import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/media.ts';

export type MediaRow = typeof mediaFiles.$inferSelect;
type MediaInsert = typeof mediaFiles.$inferInsert;
export type MediaKind = MediaRow['kind'];

/** The only queries on media_files. */
export function createMediaRepository(db: Db) {
  return {
    async insert(values: MediaInsert): Promise<MediaRow> {
      const [row] = await db.insert(mediaFiles).values(values).returning();
      if (!row) throw new Error('insert into media_files returned no row');
      return row;
    },

    async removeByPath(path: string): Promise<MediaRow | undefined> {
      const [row] = await db.delete(mediaFiles).where(eq(mediaFiles.path, path)).returning();
      return row;
    },

    async findByPaths(paths: string[]): Promise<MediaRow[]> {
      if (paths.length === 0) return [];
      return db.select().from(mediaFiles).where(inArray(mediaFiles.path, paths));
    },

    /** The newest files of one kind first (media_files_kind_idx). */
    async list(kind: MediaKind, limit: number): Promise<MediaRow[]> {
      return db
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.kind, kind))
        .orderBy(desc(mediaFiles.createdAt))
        .limit(limit);
    },
  };
}
