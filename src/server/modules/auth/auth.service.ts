import type { Permission } from '#domain/auth/permissions.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { MailMessage } from '../crm/mailer.ts';
import { createAuthSteps } from './auth-steps.ts';
import { login, loginSecondStep, ticketSetup } from './login-steps.ts';
import {
  authenticate,
  authorize,
  changePassword,
  listSessions,
  logout,
  pruneSessions,
  revokeOtherSessions,
  revokeSession,
} from './sign-in-sessions.ts';
import type { TokenService } from './tokens.ts';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor-setup.ts';

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

/**
 * Signing in and out (spec 000 §8, spec 002 §1; decisions 016 and 024): one use case per function, in
 * login-steps.ts, two-factor-setup.ts and sign-in-sessions.ts, sharing the steps of auth-steps.ts.
 */
export function createAuthService(deps: AuthDeps) {
  const s = createAuthSteps(deps);
  // each use case takes the shared steps first: bound here, the service's callers pass only their own arguments
  return {
    totp: s.totp,
    login: login.bind(null, s),
    ticketSetup: ticketSetup.bind(null, s),
    loginSecondStep: loginSecondStep.bind(null, s),
    setupTwoFactor: setupTwoFactor.bind(null, s),
    enableTwoFactor: enableTwoFactor.bind(null, s),
    disableTwoFactor: disableTwoFactor.bind(null, s),
    authenticate: authenticate.bind(null, s),
    authorize: authorize.bind(null, s),
    logout: logout.bind(null, s),
    sessions: listSessions.bind(null, s),
    revokeSession: revokeSession.bind(null, s),
    revokeOtherSessions: revokeOtherSessions.bind(null, s),
    pruneSessions: pruneSessions.bind(null, s),
    changePassword: changePassword.bind(null, s),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
