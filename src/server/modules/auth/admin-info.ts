import type { AdminInfo } from '#domain/auth/login.schema.ts';
import type { Permission } from '#domain/auth/permissions.ts';
import type { Account } from '../accounts/accounts.service.ts';
import type { SignedInAccount } from './auth-types.ts';

/** The account as the admin screens read it (spec 002 §7 login and profile answers). */
export const toAdminInfo = (
  a: Account | Omit<SignedInAccount, 'sessionId'>,
  permissions?: Permission[],
): AdminInfo => ({
  _id: a.id,
  fullName: a.fullName,
  email: a.email,
  role: a.role,
  ...(permissions ? { permissions } : 'permissions' in a ? { permissions: a.permissions } : {}),
});
