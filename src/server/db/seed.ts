import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config.ts';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import type { Db } from './client.ts';
import { seedDemoContent } from './seed-demo.ts';

/** A generated password that meets the account rules of spec 002 §5 (upper, lower, digit, special). */
export function generatePassword(): string {
  return `${randomBytes(9).toString('base64url')}Aa1@`;
}

/**
 * First start: the first admin and the demo staff account, then the demo content. Returns the lines to print
 * once (logins with generated passwords). Runs again harmlessly: it does nothing when accounts exist.
 */
export async function ensureInitialContent(
  db: Db,
  config: Pick<
    AppConfig,
    'adminEmail' | 'adminPassword' | 'staffEmail' | 'staffPassword' | 'seedDemo' | 'mediaDir'
  >,
  log: (line: string) => void = () => {},
): Promise<string[]> {
  const accounts = createAccountsRepository(db);
  if ((await accounts.count()) > 0) return [];

  const adminEmail = (config.adminEmail ?? 'admin@localhost').toLowerCase();
  const adminPassword = config.adminPassword ?? generatePassword();
  const staffEmail = (config.staffEmail ?? 'staff@localhost').toLowerCase();
  const staffPassword = config.staffPassword ?? generatePassword();

  const admin = await accounts.insert({
    fullName: 'Quản trị viên',
    email: adminEmail,
    passwordHash: await hashPassword(adminPassword),
    role: 'admin',
  });
  const staff = await accounts.insert({
    fullName: 'Nguyễn Thị Biên Tập',
    email: staffEmail,
    passwordHash: await hashPassword(staffPassword),
    role: 'staff',
  });
  if (config.seedDemo) {
    log('Tạo nội dung mẫu…');
    await seedDemoContent(db, { mediaDir: config.mediaDir, adminId: admin.id, staffId: staff.id });
  }
  return [
    `Tài khoản quản trị: ${adminEmail} / ${config.adminPassword ? '(mật khẩu trong ADMIN_PASSWORD)' : adminPassword}`,
    `Tài khoản nhân viên: ${staffEmail} / ${config.staffPassword ? '(mật khẩu trong STAFF_PASSWORD)' : staffPassword}`,
    'Mật khẩu được tạo chỉ hiện một lần: hãy lưu lại.',
  ];
}
