import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demoClerk } from './demo-clerk';
import { userNotes } from './user-notes.table';
import { users } from './users.table';

/** What the shop's staff keep in mind about two demo customers, as a small shop's owner would write it. */
const NOTES = [
  {
    email: 'lianet.castillo@demo.shop.local',
    text: 'Compra para su mamá, Odalys, en Centro Habana. Llamar a Odalys antes de salir: por la mañana no está en casa.',
  },
  {
    email: 'maria.gonzalez@demo.shop.local',
    text: 'Clienta de siempre. Prefiere pagar en efectivo al recibir y pide factura para su negocio.',
  },
] as const;

/** SEED=demo: the notes above, written by the demo's clerk (decision 104); a note already there is kept. */
export async function seedDemoUserNotes(db: Database): Promise<void> {
  const clerk = await demoClerk(db);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        NOTES.map((note) => note.email),
      ),
    );
  const rows = NOTES.flatMap((note) => {
    const person = people.find((p) => p.email === note.email);
    return person ? [{ userId: person.id, text: note.text, updatedBy: clerk?.id ?? null }] : [];
  });
  if (rows.length) await db.insert(userNotes).values(rows).onConflictDoNothing();
}
