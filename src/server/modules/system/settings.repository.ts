import { eq } from 'drizzle-orm';
import { systemSettings } from '../../db/schema/system-settings.ts';
import type { Executor } from '../../db/unit-of-work.ts';

/** Settings an admin edits on Hệ thống, one JSON value per name (system_settings). */
export function createSettingsRepository(db: Executor) {
  return {
    async get(name: string): Promise<unknown> {
      const [row] = await db
        .select({ value: systemSettings.value })
        .from(systemSettings)
        .where(eq(systemSettings.name, name));
      return row?.value;
    },
    async put(name: string, value: unknown, at: Date): Promise<void> {
      await db
        .insert(systemSettings)
        .values({ name, value, updatedAt: at })
        .onConflictDoUpdate({ target: systemSettings.name, set: { value, updatedAt: at } });
    },
  };
}
