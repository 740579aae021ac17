import { LOGIN_MESSAGES, type LoginInput } from '#domain/auth/login.schema.ts';
import { type LoginAnswer, TWO_FACTOR_MESSAGES } from '#domain/auth/two-factor.schema.ts';
import { AppError } from '../../errors.ts';
import { type AuthSteps, SIGNED_IN_MESSAGE } from './auth-steps.ts';
import type { RequestOrigin } from './auth-types.ts';
import { DUMMY_HASH, verifyPassword } from './passwords.ts';
import { auditContextOf } from './sign-in-attempts.ts';

// spec 000 §8: the same answer for an unknown email and a wrong password
const WRONG_CREDENTIALS = LOGIN_MESSAGES.wrongCredentials;

/**
 * The password step. With two-factor on (or required for admins and not yet set up) it answers a ticket for the
 * second step instead of a token.
 */
export async function login(s: AuthSteps, input: LoginInput, origin: RequestOrigin): Promise<LoginAnswer> {
  const { accounts, audit, tokens } = s.deps;
  const email = input.email.toLowerCase();
  await s.attempts.passwordAttempt(
    origin.ip,
    `login:${email}`,
    async () => (await accounts.findActiveByEmail(email))?.id,
  );
  const account = await accounts.findActiveByEmail(email);
  const ok = await verifyPassword(account?.passwordHash ?? DUMMY_HASH, input.password);
  // a locked account answers as a wrong password does, whatever the password: the answer tells a guesser
  // nothing, neither that the password was right nor that the account exists (spec 000 §8; decision 024)
  if (!account || !ok || !account.isActive) {
    if (!account || !ok) await s.attempts.failed(`login:${email}`);
    await audit.record(auditContextOf(origin, account ? { id: account.id, email } : null), {
      action: 'auth.login.failure',
      targetType: 'account',
      ...(account ? { targetId: account.id } : {}),
      after: { email, ...(account && !account.isActive ? { reason: 'inactive' } : {}) },
    });
    throw new AppError('INVALID_CREDENTIALS', 401, WRONG_CREDENTIALS);
  }
  await s.attempts.succeeded(origin.ip, `login:${email}`);
  const setupRequired = s.deps.requireTwoFactorForAdmins === true && account.role === 'admin';
  if (account.totpEnabledAt !== null || setupRequired) {
    const pendingSetup = account.totpEnabledAt === null;
    return {
      success: true,
      twoFactorRequired: true,
      twoFactorSetupRequired: pendingSetup,
      ticket: await tokens.signTicket({ sub: account.id, tv: account.tokenVersion }),
      message: pendingSetup ? TWO_FACTOR_MESSAGES.setupRequired : TWO_FACTOR_MESSAGES.required,
    };
  }
  await audit.record(auditContextOf(origin, { id: account.id, email }), {
    action: 'auth.login.success',
    targetType: 'account',
    targetId: account.id,
  });
  return { success: true, ...(await s.session(account, origin)), message: SIGNED_IN_MESSAGE };
}

/** The set-up a ticket asks for when two-factor is required and not yet on: a new secret and its QR code. */
export async function ticketSetup(s: AuthSteps, ticket: string) {
  const account = await s.ticketAccount(ticket);
  if (account.totpEnabledAt !== null)
    throw new AppError('TWO_FACTOR_ENABLED', 409, TWO_FACTOR_MESSAGES.alreadyEnabled);
  const secret = s.totp.newSecret();
  await s.deps.accounts.twoFactor.startSetup(account.id, secret);
  return { secret, ...(await s.totp.provisioning(secret, account.email)) };
}

/** The second step: a TOTP or recovery code; throttled like the password step. */
export async function loginSecondStep(s: AuthSteps, ticket: string, code: string, origin: RequestOrigin) {
  const { audit } = s.deps;
  const account = await s.ticketAccount(ticket);
  const subject = `2fa:${account.id}`;
  const actor = auditContextOf(origin, { id: account.id, email: account.email });
  await s.attempts.secondFactorAttempt(account, origin);
  if (!(await s.checkSecondFactor(account, code))) {
    await s.attempts.failed(subject);
    await audit.record(actor, { action: 'auth.2fa.failure', targetType: 'account', targetId: account.id });
    throw new AppError('TWO_FACTOR_INVALID', 401, TWO_FACTOR_MESSAGES.codeInvalid, {
      code: TWO_FACTOR_MESSAGES.codeInvalid,
    });
  }
  await s.attempts.succeeded(origin.ip, subject);
  let recoveryCodes: string[] | undefined;
  if (account.totpEnabledAt === null) {
    // the required set-up finished with its first code
    await s.deps.accounts.twoFactor.turnOn(account.id);
    recoveryCodes = await s.issueRecoveryCodes(account.id);
    await audit.record(actor, { action: 'auth.2fa.enabled', targetType: 'account', targetId: account.id });
  }
  await audit.record(actor, {
    action: 'auth.login.success',
    targetType: 'account',
    targetId: account.id,
    after: { twoFactor: true },
  });
  return {
    success: true as const,
    ...(await s.session(account, origin)),
    message: SIGNED_IN_MESSAGE,
    ...(recoveryCodes ? { recoveryCodes } : {}),
  };
}
