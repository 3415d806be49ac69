import { type AnalyticsQuery, type NewUsersReply, SHOP_TIME_ZONE } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { roles, users } from '../users';
import { perDay, periodsOf, spanOf } from './periods';

/** NewUsers (SPEC partial): accounts opened per day (the `users_created_at_idx` range), and how many are wholesalers. */
export async function newUsers(db: DbOrTx, query: AnalyticsQuery): Promise<NewUsersReply> {
  const periods = periodsOf(query);
  const { start, end } = spanOf(periods);
  const rows = rowsOf<{ day: string; users: number; wholesale: number }>(
    await db.execute(sql`
      SELECT to_char(u.created_at AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') AS day, count(*)::int AS users,
        (count(*) FILTER (WHERE r.key = 'wholesaler'))::int AS wholesale
      FROM ${users} u LEFT JOIN ${roles} r ON r.id = u.role_id
      WHERE u.created_at >= ${start} AND u.created_at < ${end}
      GROUP BY 1`),
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return {
    periods,
    ...perDay(periods, (day) => ({
      day,
      users: byDay.get(day)?.users ?? 0,
      wholesale: byDay.get(day)?.wholesale ?? 0,
    })),
  };
}
