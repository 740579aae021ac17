import { TWO_FACTOR_MESSAGES } from '#domain/auth/two-factor.schema.ts';
import { AppError } from '../../errors.ts';
import type { AuthSteps } from './auth-steps.ts';
import type { RequestOrigin, SignedInAccount } from './auth-types.ts';
import { auditContextOf } from './sign-in-attempts.ts';

/** Set-up from the profile screen: a new secret, not in force until a code confirms it. */
export async function setupTwoFactor(s: AuthSteps, user: SignedInAccount) {
  const account = await s.deps.accounts.findActiveById(user.id);
  if (!account) throw new AppError('UNAUTHORIZED', 401, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
  if (account.totpEnabledAt !== null)
    throw new AppError('TWO_FACTOR_ENABLED', 409, TWO_FACTOR_MESSAGES.alreadyEnabled);
  const secret = s.totp.newSecret();
  await s.deps.accounts.twoFactor.startSetup(account.id, secret);
  return { secret, ...(await s.totp.provisioning(secret, account.email)) };
}

/** The first code confirms the set-up: two-factor is on, and the recovery codes are shown once. */
export async function enableTwoFactor(
  s: AuthSteps,
  user: SignedInAccount,
  code: string,
  origin: RequestOrigin,
): Promise<string[]> {
  const account = await s.deps.accounts.findActiveById(user.id);
  if (!account?.totpSecret) throw new AppError('TWO_FACTOR_NOT_SET_UP', 400, TWO_FACTOR_MESSAGES.notSetUp);
  if (account.totpEnabledAt !== null)
    throw new AppError('TWO_FACTOR_ENABLED', 409, TWO_FACTOR_MESSAGES.alreadyEnabled);
  const subject = `2fa:${account.id}`;
  await s.attempts.secondFactorAttempt(account, origin);
  if (!(await s.checkSecondFactor(account, code))) {
    await s.attempts.failed(subject);
    throw new AppError('TWO_FACTOR_INVALID', 400, TWO_FACTOR_MESSAGES.codeInvalid, {
      code: TWO_FACTOR_MESSAGES.codeInvalid,
    });
  }
  await s.attempts.succeeded(origin.ip, subject);
  await s.deps.accounts.twoFactor.turnOn(account.id);
  await s.deps.audit.record(auditContextOf(origin, { id: account.id, email: account.email }), {
    action: 'auth.2fa.enabled',
    targetType: 'account',
    targetId: account.id,
  });
  return s.issueRecoveryCodes(account.id);
}

/** Turns two-factor off with the password; refused to admins when it is required for them. */
export async function disableTwoFactor(
  s: AuthSteps,
  user: SignedInAccount,
  password: string,
  origin: RequestOrigin,
): Promise<void> {
  if (s.deps.requireTwoFactorForAdmins && user.role === 'admin')
    throw new AppError('TWO_FACTOR_REQUIRED', 409, TWO_FACTOR_MESSAGES.requiredForAdmins);
  const account = await s.confirmPassword(user, password, origin, {
    field: 'password',
    message: TWO_FACTOR_MESSAGES.passwordWrong,
  });
  await s.deps.accounts.twoFactor.turnOff(account.id);
  await s.deps.audit.record(auditContextOf(origin, { id: account.id, email: account.email }), {
    action: 'auth.2fa.disabled',
    targetType: 'account',
    targetId: account.id,
  });
}
