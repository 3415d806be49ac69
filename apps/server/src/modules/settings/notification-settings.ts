import {
  type Locale,
  NOTIFICATION_KINDS,
  NOTIFICATION_SETTINGS_KEY,
  type NotificationKind,
  type NotificationSettings,
  type NotificationStaff,
  notificationSettingsSchema,
} from '@shop/contracts';
import { and, arrayOverlaps, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type FieldErrorKeys, invalidFields } from '../../lib/domain-errors';
import { roles, users } from '../users';
import { getSetting, putSetting } from './settings.service';

/** The `notifications` document: which staff are mailed about new orders, payments, low stock and messages. */
export const getNotificationSettings = (db: DbOrTx): Promise<NotificationSettings> =>
  getSetting(db, NOTIFICATION_SETTINGS_KEY, notificationSettingsSchema);

/** Staff are the users whose role holds at least one permission. */
const isStaff = sql`cardinality(${roles.permissions}) > 0`;

/** Everyone who may be chosen as a recipient, by name. */
export async function notificationStaff(db: DbOrTx): Promise<NotificationStaff> {
  const rows = await db
    .select({ id: users.id, name: users.name, lastname: users.lastname, email: users.email })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(and(eq(users.enabled, true), isStaff))
    .orderBy(asc(users.name), asc(users.id));
  return {
    staff: rows.map((row) => ({ id: row.id, name: `${row.name} ${row.lastname}`.trim(), email: row.email })),
  };
}

/** Saves the document once every recipient is a staff member (422 on the list naming someone else). */
export async function putNotificationSettings(
  db: DbOrTx,
  value: NotificationSettings,
): Promise<NotificationSettings> {
  const staff = new Set((await notificationStaff(db)).staff.map((person) => person.id));
  const errors: FieldErrorKeys = {};
  for (const kind of NOTIFICATION_KINDS) {
    if (value[kind].some((id) => !staff.has(id))) errors[kind] = ['reference_unknown'];
  }
  if (Object.keys(errors).length) throw invalidFields(errors);
  await putSetting(db, NOTIFICATION_SETTINGS_KEY, value);
  return value;
}

/** Someone to mail, and the language they use the shop in (decision 063). */
export interface StaffRecipient {
  email: string;
  locale: Locale;
}

/**
 * Who to mail about `kind`: the chosen staff who still are staff and enabled, or, when none is chosen, the
 * administrators (users whose role holds ALL).
 */
export async function staffToNotify(db: DbOrTx, kind: NotificationKind): Promise<StaffRecipient[]> {
  const chosen = (await getNotificationSettings(db))[kind];
  const who =
    chosen.length > 0 ? and(inArray(users.id, chosen), isStaff) : arrayOverlaps(roles.permissions, ['ALL']);
  const rows = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(and(eq(users.enabled, true), who));
  return rows.map((row) => ({ email: row.email, locale: row.locale === 'en-US' ? 'en-US' : 'es-ES' }));
}
