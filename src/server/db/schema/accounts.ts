import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, id, softDelete, timestamps } from './columns.ts';

export const accountRole = pgEnum('account_role', ['admin', 'staff']);

/** Admin-side users (spec 002 §3 Account). Email is stored lowercased (spec 002 §5). */
export const accounts = pgTable(
  'accounts',
  (c) => ({
    id: id(),
    fullName: c.text().notNull(),
    email: c.text().notNull(),
    passwordHash: c.text().notNull(),
    /** 'admin' when the account holds the built-in admin role, else 'staff' (kept by the accounts service). */
    role: accountRole().notNull().default('staff'),
    /** spec 002 §3 mentions a status (active or inactive): an inactive account cannot sign in. */
    isActive: c.boolean().notNull().default(true),
    /** TOTP (RFC 6238) secret, base32; set at set-up, in force once `totpEnabledAt` is set. */
    totpSecret: c.text(),
    totpEnabledAt: c.timestamp({ withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: c.integer(),
    /** Raised by logout, password change, role change and deletion: older tokens stop working. */
    tokenVersion: c.integer().notNull().default(0),
    ...softDelete,
    ...timestamps,
  }),
  (t) => [
    uniqueIndex('accounts_email_unique').on(sql`lower(${t.email})`),
    index('accounts_list_idx').on(t.isDeleted, t.createdAt),
  ],
);

/** Roles and permissions of the /roles calls (spec 002 §7); their fields are not shown, so we keep them plain. */
export const roles = pgTable('roles', (c) => ({
  id: id(),
  /** 'admin' or 'staff' for the built-in roles (their permissions come from the catalogue), null for custom ones. */
  key: c.text().unique(),
  name: c.text().notNull().unique(),
  description: c.text().notNull().default(''),
  permissions: c.text().array().notNull().default(sql`'{}'::text[]`),
  ...timestamps,
}));

export const accountRoles = pgTable(
  'account_roles',
  { accountId: belongsTo(() => accounts.id), roleId: belongsTo(() => roles.id) },
  (t) => [primaryKey({ columns: [t.accountId, t.roleId] })],
);

/**
 * One row per sign-in (after the second factor when it applies): the token carries its id, so one device can be
 * signed out without the others. Rows older than the token lifetime are pruned.
 */
export const accountSessions = pgTable(
  'account_sessions',
  (c) => ({
    id: id(),
    accountId: belongsTo(() => accounts.id),
    createdAt: c.timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Refreshed at most once a minute by the requests that use the session. */
    lastUsedAt: c.timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: c.text(),
    userAgent: c.text(),
    revokedAt: c.timestamp({ withTimezone: true }),
  }),
  (t) => [
    index('account_sessions_account_idx').on(t.accountId, t.createdAt.desc()),
    index('account_sessions_created_idx').on(t.createdAt),
  ],
);

/** The ten one-time recovery codes of an account's two-factor sign-in, hashed (decision 016). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  (c) => ({
    id: id(),
    accountId: belongsTo(() => accounts.id),
    codeHash: c.text().notNull(),
    usedAt: c.timestamp({ withTimezone: true }),
  }),
  (t) => [index('recovery_codes_account_idx').on(t.accountId)],
);
