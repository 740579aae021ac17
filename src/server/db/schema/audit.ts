import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/**
 * The audit trail: sign-ins, account and role changes, permission denials, trash actions.
 * `actorId` is not a foreign key: the trail outlives the accounts it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid(),
    actorEmail: text(),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    ip: text(),
    userAgent: text(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_action_at_idx').on(t.action, t.at.desc()),
    index('audit_log_actor_at_idx').on(t.actorId, t.at.desc()),
  ],
);
