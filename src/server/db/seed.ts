import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newPasswordSchema } from '#domain/accounts/password.schema.ts';
import { loginSchema } from '#domain/auth/login.schema.ts';
import type { AppConfig } from '../config.ts';
import type { AccountsService } from '../modules/accounts/accounts.service.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { seedDemoContent } from './seed-demo.ts';

// Any number for pg_advisory_xact_lock, the same in every instance: only one of them seeds an empty database.
const SEED_LOCK = 724_002;

// addresses the login form accepts (admin@localhost did not), so the printed login works as it is
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
export const DEFAULT_STAFF_EMAIL = 'staff@example.com';

/** A generated password that meets the account rules of spec 002 §5 (upper, lower, digit, special). */
function generatePassword(): string {
  return `${randomBytes(9).toString('base64url')}Aa1@`;
}

/** A login created at first start, for the start-up lines and the credentials file (first-logins.ts). */
export type FirstLogin = {
  label: string;
  email: string;
  password: string;
  generated: boolean;
  source?: string;
};

/**
 * First start: the first admin, and with the demo content the demo staff account and the content. Returns the
 * logins created. Runs again harmlessly: it does nothing when accounts exist. Two processes starting together
 * on an empty database take turns on an advisory lock; the second finds the accounts the first committed and
 * does nothing.
 */
export async function ensureInitialContent(
  accounts: AccountsService,
  config: Pick<
    AppConfig,
    'adminEmail' | 'adminPassword' | 'staffEmail' | 'staffPassword' | 'seedDemo' | 'mediaDir' | 'payments'
  >,
  log: (line: string) => void = () => {},
): Promise<FirstLogin[]> {
  await accounts.ensureBuiltInRoles();
  if ((await accounts.count()) > 0) return [];

  const admin = firstAccount('ADMIN', config.adminEmail ?? DEFAULT_ADMIN_EMAIL, config.adminPassword);
  const staff = firstAccount('STAFF', config.staffEmail ?? DEFAULT_STAFF_EMAIL, config.staffPassword);
  // hashed before taking the lock: argon2 is deliberately slow
  const [adminHash, staffHash] = await Promise.all([
    hashPassword(admin.password),
    hashPassword(staff.password),
  ]);

  return accounts.transaction(async (locked, tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await locked.count()) > 0) return [];

    const adminRow = await locked.create({
      fullName: 'Quản trị viên',
      email: admin.email,
      passwordHash: adminHash,
      role: 'admin',
    });
    // the demo staff account belongs to the demo content: a real install adds its own staff
    if (!config.seedDemo) return [{ label: 'Tài khoản quản trị', ...admin }];
    const staffRow = await locked.create({
      fullName: 'Nguyễn Thị Biên Tập',
      email: staff.email,
      passwordHash: staffHash,
      role: 'staff',
    });
    log('Tạo nội dung mẫu…');
    await seedDemoContent(tx, {
      mediaDir: config.mediaDir,
      adminId: adminRow.id,
      staffId: staffRow.id,
      transferPrefix: config.payments.transferPrefix,
    });
    return [
      { label: 'Tài khoản quản trị', ...admin },
      { label: 'Tài khoản nhân viên', ...staff },
    ];
  });
}

/**
 * One first account, checked with the same rules as the login form and the account form, so the
 * login created at first start is always one the form accepts.
 */
function firstAccount(prefix: 'ADMIN' | 'STAFF', email: string, configuredPassword: string | undefined) {
  const parsedEmail = loginSchema.shape.email.safeParse(email);
  if (!parsedEmail.success) throw new Error(`${prefix}_EMAIL: ${parsedEmail.error.issues[0]?.message}`);
  if (configuredPassword !== undefined) {
    const parsedPassword = newPasswordSchema.safeParse(configuredPassword);
    if (!parsedPassword.success)
      throw new Error(`${prefix}_PASSWORD: ${parsedPassword.error.issues[0]?.message}`);
  }
  return {
    email: parsedEmail.data.toLowerCase(),
    password: configuredPassword ?? generatePassword(),
    generated: configuredPassword === undefined,
    ...(configuredPassword === undefined ? {} : { source: `${prefix}_PASSWORD` }),
  };
}
