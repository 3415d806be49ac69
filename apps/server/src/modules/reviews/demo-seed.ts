import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories } from '../taxonomy';
import { criterionAnswers, reviewCriteria, reviewCriterionCategories } from './reviews.table';

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
