import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { news } from '../../db/schema/news.ts';
import { orders } from '../../db/schema/orders.ts';
import { services } from '../../db/schema/services.ts';

/**
 * Read-only aggregates over other areas' tables for the dashboard. They only count: no area's rules are
 * bypassed, so reading the tables directly spares four services a method each.
 */

/** The company's days are Vietnamese days: "today" starts at midnight in Ho Chi Minh City. */
const BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** spec 002 §3 Dashboard stats: orders and bookings have no trash; services and news count outside it. */
export async function countTotals(db: Db) {
  const [orderCount, serviceCount, newsCount, bookingCount] = await Promise.all([
    db.$count(orders),
    db.$count(services, eq(services.isDeleted, false)),
    db.$count(news, eq(news.isDeleted, false)),
    db.$count(bookings),
  ]);
  return { orders: orderCount, services: serviceCount, news: newsCount, bookings: bookingCount };
}

/** Orders created on each of the `days` calendar days ending with today (business time zone), oldest first. */
export async function ordersPerDay(
  db: Db,
  now: Date,
  days: number,
): Promise<{ date: string; count: number }[]> {
  const result = await db.execute<{ date: string; count: number }>(sql`
    with bounds as (
      select (${now.toISOString()}::timestamptz at time zone ${BUSINESS_TIME_ZONE})::date as today
    ), calendar as (
      select today - offs as day from bounds, generate_series(0, ${days - 1}::int) as offs
    )
    select to_char(calendar.day, 'YYYY-MM-DD') as date, count(${orders.id})::int as count
    from calendar
    left join ${orders}
      on ${orders.createdAt} >= (calendar.day::timestamp at time zone ${BUSINESS_TIME_ZONE})
     and ${orders.createdAt} < ((calendar.day + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})
    group by calendar.day
    order by calendar.day`);
  return result.rows;
}

export async function servicesPerType(db: Db) {
  return db
    .select({ type: services.type, count: count() })
    .from(services)
    .where(eq(services.isDeleted, false))
    .groupBy(services.type);
}

export async function newsPerType(db: Db) {
  return db
    .select({ type: news.type, count: count() })
    .from(news)
    .where(eq(news.isDeleted, false))
    .groupBy(news.type)
    .orderBy(desc(count()), news.type);
}

export async function bookingsPerStatus(db: Db) {
  return db.select({ status: bookings.status, count: count() }).from(bookings).groupBy(bookings.status);
}
