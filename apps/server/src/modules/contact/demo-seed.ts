import type { Database } from '../../db/client';
import { contactMessages } from './contact.table';

const MESSAGES = [
  {
    name: 'Yanelis Rodríguez',
    email: 'yanelis.rodriguez@example.com',
    message:
      'Buenas tardes. Quiero regalarle a mi mamá una olla arrocera para su cumpleaños el sábado. ¿Llega a Playa si la pago hoy?',
  },
  {
    name: 'Ernesto Valdés',
    email: 'ernesto.valdes@example.com',
    message:
      'Tengo una cafetería en Centro Habana y me interesa comprar al por mayor aceite y refrescos. ¿Cómo pido la cuenta de mayorista?',
    status: 'read',
  },
];

/** SEED=demo: two messages waiting in the back office's contacts area; only into an empty table. */
export async function seedDemoContactMessages(db: Database): Promise<void> {
  const [any] = await db.select({ id: contactMessages.id }).from(contactMessages).limit(1);
  if (!any) await db.insert(contactMessages).values(MESSAGES);
}
