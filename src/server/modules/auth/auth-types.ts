/** The auth area's shapes, apart from the service so that its use-case files import them one way. */
import type { Permission } from '#domain/auth/permissions.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { MailMessage } from '../crm/mailer.ts';
import type { TokenService } from './tokens.ts';

export type SignedInAccount = {
  id: string;
  fullName: string;
  email: string;
  role: 'admin' | 'staff';
  /** The permissions the account holds at this request (its roles', read from the database). */
  permissions: Permission[];
  /** The sign-in session of the token (account_sessions). */
  sessionId: string;
};

/** Where a request came from, for the throttle and the audit trail. */
export type RequestOrigin = { ip: string; userAgent: string | null };

export type AuthDeps = {
  accounts: AccountsService;
  tokens: TokenService;
  failures: WindowCounter;
  audit: AuditService;
  clock: () => Date;
  requireTwoFactorForAdmins?: boolean;
  /** Waits before a password check on an account under attack (tests pass one that records the wait). */
  sleep?: (ms: number) => Promise<void>;
  /** Queues an e-mail to the owner through the outbox (SMTP_URL set), else null: the audit trail alone tells. */
  mailOwner?: ((idempotencyKey: string, mail: MailMessage) => Promise<unknown>) | null;
  publicUrl?: string;
};
