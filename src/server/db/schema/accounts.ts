import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, softDelete, timestamps } from './columns.ts';

export const accountRole = pgEnum('account_role', ['admin', 'staff']);

/** Admin-side users (spec 002 §3 Account). Email is stored lowercased (spec 002 §5). */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    fullName: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: accountRole().notNull().default('staff'),
    /** Raised by logout, password change, role change and deletion: older tokens stop working. */
    tokenVersion: integer().notNull().default(0),
    ...softDelete,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(sql`lower(${t.email})`),
    index('accounts_list_idx').on(t.isDeleted, t.createdAt),
  ],
);

/** Roles and permissions of the /roles calls (spec 002 §7); their fields are not shown, so we keep them plain. */
export const roles = pgTable('roles', {
  id: id(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
  permissions: text().array().notNull().default(sql`'{}'::text[]`),
  ...timestamps,
});

export const accountRoles = pgTable(
  'account_roles',
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: uuid()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.roleId] })],
);
