/**
 * See decision 024. Attempts are counted before the password is checked (so 40 parallel guesses get 5 checks,
 * not 40), per IP and per (account, IP): a guesser is blocked where they guess from, and the owner signing in
 * from elsewhere is not. Failures per account only slow every attempt on it down, by a delay that doubles from
 * `delayAfter` failures on and stops at `maxDelayMs`.
 */
export const LOGIN_LIMITS = {
  perIp: 20,
  perAccountIp: 5,
  /**
   * Per account, whatever the address (decision 024): password attempts, and second-factor attempts past which
   * the second factor is locked for `secondFactorLockMs`. An address the account signed in from within
   * `knownAddressDays` is not held to these two (the owner is not locked out by a guesser elsewhere).
   */
  perAccount: 30,
  secondFactorPerAccount: 10,
  secondFactorLockMs: 15 * 60 * 1000,
  knownAddressDays: 90,
  windowMs: 15 * 60 * 1000,
  delayAfter: 5,
  firstDelayMs: 250,
  maxDelayMs: 5000,
};

/** The wait before checking a password of an account with `failures` recent failed attempts. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_LIMITS.delayAfter) return 0;
  const doubled = LOGIN_LIMITS.firstDelayMs * 2 ** Math.min(failures - LOGIN_LIMITS.delayAfter, 10);
  return Math.min(LOGIN_LIMITS.maxDelayMs, doubled);
}
