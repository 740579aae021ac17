import type { Db } from '../../src/server/db/client.ts';
import { createAccountsService } from '../../src/server/modules/accounts/accounts.service.ts';
import { createAuditService } from '../../src/server/modules/audit/audit.service.ts';

/** The accounts service as the composition root builds it, for tests that seed a database outside buildApp(). */
export function accountsServiceFor(db: Db, clock: () => Date = () => new Date()) {
  return createAccountsService({ db, clock, audit: createAuditService({ db, clock, retentionDays: 365 }) });
}
