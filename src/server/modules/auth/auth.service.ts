import { createAuthSteps } from './auth-steps.ts';
import type { AuthDeps } from './auth-types.ts';
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
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor-setup.ts';

export type { AuthDeps, RequestOrigin, SignedInAccount } from './auth-types.ts';

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
