import type { SettingsChangeList, SettingsChangesQuery } from '@shop/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listMeta, pageOffset } from '../../lib/pagination';
import { settingsChanges } from './settings-changes.table';

export interface SettingsChange {
  user: { id: number; name: string; lastname: string };
  method: string;
  /** The matched route (`/api/admin/content-pages/:id`). */
  route: string;
  recordId: number | null;
}

const ACTIONS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** Where a change was made, as the log keeps it: the matched route without `/api/admin/` (`content-pages/:id`). */
export const changeArea = (route: string) => route.replace(/^\/api\/admin\//, '').slice(0, 100);

export async function recordSettingsChange(db: DbOrTx, change: SettingsChange): Promise<void> {
  await db.insert(settingsChanges).values({
    userId: change.user.id,
    userName: `${change.user.name} ${change.user.lastname}`.trim().slice(0, 120),
    action: ACTIONS[change.method] ?? 'update',
    area: changeArea(change.route),
    recordId: change.recordId,
  });
}

export async function listSettingsChanges(
  db: DbOrTx,
  query: SettingsChangesQuery,
): Promise<SettingsChangeList> {
  const where = query.area ? eq(settingsChanges.area, query.area) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(settingsChanges)
      .where(where)
      .orderBy(desc(settingsChanges.createdAt), desc(settingsChanges.id))
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(settingsChanges).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      user_name: row.userName,
      action: row.action as SettingsChangeList['data'][number]['action'],
      area: row.area,
      record_id: row.recordId,
      created_at: row.createdAt.toISOString(),
    })),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}
