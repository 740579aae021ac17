import {
  type Availability,
  businessCalendarSchema,
  BUSINESS_HOURS_MESSAGES as M,
} from '#domain/site/business-hours.schema.ts';
import {
  BUSINESS_CALENDAR,
  type BusinessCalendar,
  isOpenAt,
  nextOpeningAt,
  openingLabel,
} from '#domain/site/business-hours.ts';
import type { Db } from '../../db/client.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import { createSettingsRepository } from './settings.repository.ts';

const SETTING = 'business-hours';

/**
 * The office's business hours (decision 038), stored on Hệ thống: Vietnam time, the days and hours of each span,
 * the holidays. Until an admin saves them, the calendar in src/domain/site/business-hours.ts holds. Read on each
 * question (one primary-key row), so every process answers alike at once.
 */
export function createBusinessHoursService(deps: { db: Db; clock: () => Date; audit: AuditService }) {
  const repo = createSettingsRepository(deps.db);

  async function calendar(): Promise<BusinessCalendar> {
    const stored = await repo.get(SETTING);
    if (stored === undefined) return BUSINESS_CALENDAR;
    // a value written by an older rule falls back to the default rather than failing every chat
    const parsed = businessCalendarSchema.safeParse(stored);
    return parsed.success ? parsed.data : BUSINESS_CALENDAR;
  }

  return {
    calendar,

    async save(input: BusinessCalendar, ctx: AuditContext): Promise<BusinessCalendar> {
      const before = await calendar();
      await deps.db.transaction(async (tx) => {
        await createSettingsRepository(tx).put(SETTING, input, deps.clock());
        await deps.audit.record(
          ctx,
          { action: 'settings.update', targetType: 'settings', targetId: SETTING, before, after: input },
          tx,
        );
      });
      return input;
    },

    /** Whether someone answers now; outside business hours, from when (spec: the widget says it). */
    async availability(): Promise<Availability> {
      const now = deps.clock();
      const cal = await calendar();
      if (isOpenAt(now, cal)) return { open: true, nextOpenAt: null, notice: null };
      const next = nextOpeningAt(now, cal);
      return {
        open: false,
        nextOpenAt: next?.toISOString() ?? null,
        notice: next ? M.closed(openingLabel(next)) : M.closedNoNext,
      };
    },
  };
}

export type BusinessHoursService = ReturnType<typeof createBusinessHoursService>;
