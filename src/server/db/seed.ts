import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import type { Db } from './client.ts';
import { seedDemoContent } from './seed-demo.ts';

// Any number for pg_advisory_xact_lock, the same in every instance: only one of them seeds an empty database.
const SEED_LOCK = 724_002;

/** A generated password that meets the account rules of spec 002 §5 (upper, lower, digit, special). */
export function generatePassword(): string {
  return `${randomBytes(9).toString('base64url')}Aa1@`;
}

/**
 * First start: the first admin and the demo staff account, then the demo content. Returns the lines to print
 * once (logins with generated passwords). Runs again harmlessly: it does nothing when accounts exist. Two
 * processes starting together on an empty database take turns on an advisory lock; the second finds the
 * accounts the first committed and does nothing.
 */
export async function ensureInitialContent(
  db: Db,
  config: Pick<
    AppConfig,
    'adminEmail' | 'adminPassword' | 'staffEmail' | 'staffPassword' | 'seedDemo' | 'mediaDir'
  >,
  log: (line: string) => void = () => {},
): Promise<string[]> {
  if ((await createAccountsRepository(db).count()) > 0) return [];

  const adminEmail = (config.adminEmail ?? 'admin@localhost').toLowerCase();
  const adminPassword = config.adminPassword ?? generatePassword();
  const staffEmail = (config.staffEmail ?? 'staff@localhost').toLowerCase();
  const staffPassword = config.staffPassword ?? generatePassword();
  // hashed before taking the lock: argon2 is deliberately slow
  const [adminHash, staffHash] = await Promise.all([
    hashPassword(adminPassword),
    hashPassword(staffPassword),
  ]);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const accounts = createAccountsRepository(tx);
    if ((await accounts.count()) > 0) return [];

    const admin = await accounts.insert({
      fullName: 'Quản trị viên',
      email: adminEmail,
      passwordHash: adminHash,
      role: 'admin',
    });
    const staff = await accounts.insert({
      fullName: 'Nguyễn Thị Biên Tập',
      email: staffEmail,
      passwordHash: staffHash,
      role: 'staff',
    });
    if (config.seedDemo) {
      log('Tạo nội dung mẫu…');
      await seedDemoContent(tx, { mediaDir: config.mediaDir, adminId: admin.id, staffId: staff.id });
    }
    return [
      `Tài khoản quản trị: ${adminEmail} / ${config.adminPassword ? '(mật khẩu trong ADMIN_PASSWORD)' : adminPassword}`,
      `Tài khoản nhân viên: ${staffEmail} / ${config.staffPassword ? '(mật khẩu trong STAFF_PASSWORD)' : staffPassword}`,
      'Mật khẩu được tạo chỉ hiện một lần: hãy lưu lại.',
    ];
  });
}
