import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSettings } from './schema/settings.ts';

/**
 * A secret every process on this database shares (two processes scaled out without JWT_SECRET
 * each made their own signing key, so a token from one was refused by the other). The first process to ask
 * creates it; a concurrent second one's insert does nothing and both read the same row.
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.name, name));
  if (!row) throw new Error(`Không đọc được khóa dùng chung "${name}" trong cơ sở dữ liệu`);
  return row.value;
}
