import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../products';
import { categories } from '../taxonomy';
import { demoClerk, users } from '../users';
import { refreshProductRating } from './reviews.service';
import {
  criterionAnswers,
  reviewAnswers,
  reviewCriteria,
  reviewCriterionCategories,
  reviews,
} from './reviews.table';

const CRITERIA = [
  {
    title: 'Calidad',
    description: '¿Cómo es el producto por dentro y por fuera?',
    categories: ['Alimentos', 'Café y dulces', 'Bebidas', 'Ropa', 'Calzado', 'Hogar', 'Cocina y mesa'],
    answers: ['Excelente', 'Buena', 'Regular', 'Mala'],
  },
  {
    title: 'Relación calidad-precio',
    description: '¿Vale lo que cuesta?',
    categories: [
      'Alimentos',
      'Café y dulces',
      'Bebidas',
      'Electrónica',
      'Electrodomésticos',
      'Aseo y belleza',
    ],
    answers: ['Muy buena', 'Justa', 'Cara'],
  },
  {
    title: 'Talla',
    description: '¿Cómo queda la talla?',
    categories: ['Ropa', 'Calzado'],
    answers: ['Pequeña', 'Exacta', 'Grande'],
  },
  {
    title: 'Duración de la batería',
    description: '¿Cuánto aguanta con un uso normal?',
    categories: ['Teléfonos y accesorios', 'Cámaras y fotografía'],
    answers: ['Más de un día', 'Un día', 'Menos de un día'],
  },
];

/** SEED=demo: review criteria for the demo categories, with their answers; only into an empty table. */
export async function seedDemoCriteria(db: Database): Promise<void> {
  const [any] = await db.select({ id: reviewCriteria.id }).from(reviewCriteria).limit(1);
  if (any) return;
  const names = [...new Set(CRITERIA.flatMap((c) => c.categories))];
  const found = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.name, names));
  await db.transaction(async (tx) => {
    for (const criterion of CRITERIA) {
      const ids = found.filter((c) => criterion.categories.includes(c.name)).map((c) => c.id);
      if (ids.length === 0) continue;
      const [row] = await tx
        .insert(reviewCriteria)
        .values({ title: criterion.title, description: criterion.description })
        .returning({ id: reviewCriteria.id });
      if (!row) continue;
      await tx
        .insert(reviewCriterionCategories)
        .values(ids.map((categoryId) => ({ criterionId: row.id, categoryId })));
      await tx
        .insert(criterionAnswers)
        .values(criterion.answers.map((text, position) => ({ criterionId: row.id, text, position })));
    }
  });
}

const REVIEWS = [
  {
    product: 'Café Cubita molido 250 g',
    author: 'maria.gonzalez@demo.shop.local',
    rating: 5,
    text: 'El café de siempre: fuerte, con aroma, y llegó bien cerrado. Lo pido todos los meses.',
    answers: { Calidad: 'Excelente', 'Relación calidad-precio': 'Muy buena' },
    status: 'approved',
  },
  {
    product: 'Café Cubita molido 250 g',
    author: 'yoandry.perez@demo.shop.local',
    rating: 4,
    text: 'Muy bueno para la cafetera italiana. Le quito una estrella porque el paquete vino un poco aplastado.',
    answers: { Calidad: 'Buena', 'Relación calidad-precio': 'Justa' },
    status: 'approved',
    reply:
      'Gracias por contárnoslo, Yoandry. Ya reforzamos el embalaje del café para que llegue entero; si vuelve a pasar, escríbenos y te lo cambiamos.',
  },
  {
    product: 'Arroz 5 kg',
    author: 'lianet.castillo@demo.shop.local',
    rating: 4,
    text: 'Grano entero y limpio. El saco de 5 kg rinde bastante para una familia de cuatro.',
    answers: { Calidad: 'Buena', 'Relación calidad-precio': 'Muy buena' },
    status: 'approved',
  },
  {
    product: 'Guayabera de lino',
    author: 'maria.gonzalez@demo.shop.local',
    rating: 5,
    text: 'Se la regalé a mi papá y le quedó perfecta. El lino es fresco y las costuras están muy bien hechas.',
    answers: { Calidad: 'Excelente', Talla: 'Exacta' },
    status: 'approved',
    reply: '¡Qué alegría que le haya gustado a tu papá, María! Las cose un taller de Sancti Spíritus.',
  },
  {
    product: 'Guayabera de lino',
    author: 'lianet.castillo@demo.shop.local',
    rating: 3,
    text: 'Bonita, pero la talla M queda algo grande. Recomiendo pedir una menos.',
    answers: { Calidad: 'Buena', Talla: 'Grande' },
    status: 'pending',
  },
] as const;

/**
 * SEED=demo: a few reviews by the demo customers (four approved, two of them answered by the shop's administrator,
 * one waiting in /admin/reviews); only into an empty table. They are not marked verified purchases: the demo customers have no delivered orders.
 */
export async function seedDemoReviews(db: Database): Promise<void> {
  const [any] = await db.select({ id: reviews.id }).from(reviews).limit(1);
  if (any) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(REVIEWS.map((r) => r.author))]));
  // The demo's clerk answers in the shop's name.
  const replier = (await demoClerk(db))?.id ?? null;
  const items = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.name, [...new Set(REVIEWS.map((r) => r.product))]));
  const criteria = await db
    .select({
      id: reviewCriteria.id,
      title: reviewCriteria.title,
      answerId: criterionAnswers.id,
      text: criterionAnswers.text,
    })
    .from(reviewCriteria)
    .innerJoin(criterionAnswers, eq(criterionAnswers.criterionId, reviewCriteria.id));
  await db.transaction(async (tx) => {
    for (const review of REVIEWS) {
      const userId = people.find((p) => p.email === review.author)?.id;
      const productId = items.find((p) => p.name === review.product)?.id;
      if (!userId || !productId) continue;
      const [row] = await tx
        .insert(reviews)
        .values({
          productId,
          userId,
          text: review.text,
          rating: review.rating,
          status: review.status,
          ...('reply' in review ? { reply: review.reply, repliedAt: new Date(), repliedBy: replier } : {}),
        })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      if (!row) continue;
      const answers = Object.entries(review.answers).flatMap(([title, text]) => {
        const found = criteria.find((c) => c.title === title && c.text === text);
        return found ? [{ reviewId: row.id, criterionId: found.id, answerId: found.answerId }] : [];
      });
      if (answers.length) await tx.insert(reviewAnswers).values(answers);
    }
    for (const item of items) await refreshProductRating(tx, item.id);
  });
}
