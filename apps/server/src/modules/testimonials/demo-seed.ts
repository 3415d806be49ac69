import type { Database } from '../../db/client';
import { testimonials } from './testimonials.table';

const TESTIMONIALS = [
  {
    author: 'Marisol Fernández',
    detail: 'Desde Miami, para su familia en Playa',
    text: 'Hice el pedido un lunes y el martes mi mamá ya tenía el aceite, el arroz y el café en la casa. Me avisaron por correo en cada paso.',
  },
  {
    author: 'Ernesto Valdés',
    detail: 'Cafetería en Centro Habana',
    text: 'Compro al por mayor cada semana. Los precios de mayorista y la reserva con pago adelantado me ahorran muchas vueltas.',
  },
  {
    author: 'Yadira Pérez',
    detail: 'Clienta desde 2023, Vedado',
    text: 'Recojo en la tienda del Vedado al salir del trabajo. Lo que dice la web que hay, hay.',
  },
];

/** SEED=demo: three testimonials on the front; only into an empty table. */
export async function seedDemoTestimonials(db: Database): Promise<void> {
  const [any] = await db.select({ id: testimonials.id }).from(testimonials).limit(1);
  if (!any)
    await db.insert(testimonials).values(TESTIMONIALS.map((t, i) => ({ ...t, position: (i + 1) * 10 })));
}
