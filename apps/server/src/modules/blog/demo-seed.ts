import { shopToday } from '@shop/contracts';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { blogPostKeywords, blogPosts, blogTerms } from './blog.table';
import { storeBlogCover } from './blog-cover';

/** A soft gradient with a few shapes: covers the demo can ship without photographs. */
function cover(from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="960" cy="140" r="260" fill="#fff" fill-opacity="0.12"/>
  <circle cx="180" cy="560" r="180" fill="#fff" fill-opacity="0.1"/>
  <rect x="520" y="300" width="300" height="300" rx="40" fill="#000" fill-opacity="0.06" transform="rotate(18 670 450)"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const CATEGORIES = [
  { name: 'Recetas', slug: 'recetas' },
  { name: 'Consejos de compra', slug: 'consejos-de-compra' },
  { name: 'Novedades de la tienda', slug: 'novedades' },
];
const KEYWORDS = [
  { name: 'café', slug: 'cafe' },
  { name: 'ahorro', slug: 'ahorro' },
  { name: 'entregas', slug: 'entregas' },
  { name: 'tarjetas de regalo', slug: 'tarjetas-de-regalo' },
  { name: 'cocina cubana', slug: 'cocina-cubana' },
];

const daysAgo = (days: number) => {
  const [y, m, d] = shopToday().split('-').map(Number);
  return new Date(Date.UTC(y ?? 2026, (m ?? 1) - 1, (d ?? 1) - days)).toISOString().slice(0, 10);
};

const POSTS = [
  {
    title: 'Cómo preparar un buen café cubano en casa',
    slug: 'como-preparar-cafe-cubano',
    subtitle: 'La espumita, la cafetera y el punto de azúcar',
    summary:
      'Los pasos que usan las abuelas para un café fuerte y con espuma, con el café molido que vendemos.',
    body: 'Un buen café empieza mucho antes de encender el fogón: la molienda, el agua y la paciencia cuentan tanto como el grano.',
    content:
      '<h2>Lo que necesitas</h2><ul><li>Una cafetera italiana de 3 o 6 tazas.</li><li>Café molido (el Cubita de 250 g rinde unas 12 coladas).</li><li>Azúcar blanca o prieta, al gusto.</li></ul>' +
      '<h2>La espumita</h2><p>Echa dos cucharadas de azúcar en una taza. Cuando salgan las primeras gotas de café, viértelas sobre el azúcar y bate con fuerza hasta que quede una crema clara.</p>' +
      '<p>Sirve el resto del café sobre la espuma y remueve despacio. <strong>No dejes hervir el café</strong>: se amarga.</p>',
    author: 'Equipo de la tienda',
    tag: 'Recetas',
    category: 'recetas',
    keywords: ['cafe', 'cocina-cubana'],
    publishedOn: daysAgo(3),
    colors: ['#7f4f24', '#c08552'] as const,
  },
  {
    title: 'Cinco maneras de ahorrar en la compra del mes',
    slug: 'cinco-maneras-de-ahorrar',
    subtitle: 'Combos, ofertas y recogida en tienda',
    summary:
      'Pequeños hábitos que bajan la cuenta sin renunciar a nada: compra en combo, mira las ofertas y recoge tú.',
    body: 'Con un poco de planificación, la compra del mes cuesta bastante menos. Estas son las ideas que más nos cuentan nuestros clientes.',
    content:
      '<ol><li><strong>Compra en combo.</strong> Los combos familiares salen más baratos que los productos sueltos.</li>' +
      '<li><strong>Mira la página de ofertas</strong> antes de llenar el carrito: cambia cada semana.</li>' +
      '<li><strong>Recoge en un punto de venta</strong> y te ahorras el envío.</li>' +
      '<li><strong>Usa una tarjeta de regalo</strong> para repartir el gasto de la familia.</li>' +
      '<li><strong>Pide lo pesado una sola vez</strong>: aceite, arroz y detergente juntos.</li></ol>',
    author: 'Laura Martínez',
    tag: 'Ahorro',
    category: 'consejos-de-compra',
    keywords: ['ahorro', 'entregas'],
    publishedOn: daysAgo(10),
    colors: ['#2b8a3e', '#0b7285'] as const,
  },
  {
    title: 'Ya puedes pagar tus tarjetas de regalo en línea',
    slug: 'tarjetas-de-regalo-en-linea',
    subtitle: 'Con tarjeta bancaria o PayPal, y el saldo al momento',
    summary:
      'Compra o recarga una tarjeta de regalo y págala en línea: se acredita en cuanto el banco confirma el pago.',
    body: 'Regalar compras a la familia es más fácil: la tarjeta ya no espera a que confirmemos una transferencia.',
    content:
      '<p>Desde hoy, al comprar o recargar una tarjeta de regalo en <a href="/Profile/shopping_card">Mis tarjetas</a>, puedes elegir pagar en línea.</p>' +
      '<h2>¿Cómo funciona?</h2><p>Eliges el importe, pagas en la página segura del proveedor y vuelves a la tienda. En cuanto el proveedor nos confirma el pago, la tarjeta aparece con su saldo.</p>' +
      '<blockquote>Recuerda asignarle un PIN de 4 dígitos: sin él no se puede pagar con la tarjeta.</blockquote>',
    author: 'Equipo de la tienda',
    tag: 'Novedades',
    category: 'novedades',
    keywords: ['tarjetas-de-regalo'],
    publishedOn: daysAgo(1),
    colors: ['#1971c2', '#5f3dc4'] as const,
  },
  {
    title: 'Entregas a domicilio: cómo calculamos el envío',
    slug: 'como-calculamos-el-envio',
    subtitle: 'Distancia, zona y horario',
    summary:
      'El precio del envío depende de la distancia a tu dirección. Te contamos cómo se calcula y cómo pagar menos.',
    body: 'Cada pedido a domicilio sale del punto de venta más cercano; el envío se calcula por la distancia real de reparto.',
    content:
      '<p>Al elegir la dirección en el mapa, calculamos la distancia desde el punto de venta. Por ejemplo, una entrega a 2,8 km cuesta menos que una a 7,5 km.</p>' +
      '<h2>Consejos</h2><ul><li>Marca bien tu casa en el mapa: evita vueltas al repartidor.</li><li>Si vives cerca de un punto de venta, la recogida es gratis.</li></ul>',
    author: 'Carlos Díaz',
    tag: 'Entregas',
    category: 'consejos-de-compra',
    keywords: ['entregas', 'ahorro'],
    publishedOn: daysAgo(21),
    colors: ['#e8590c', '#c2255c'] as const,
  },
];

/** SEED=demo: three categories, five keywords and four posts with covers; only into an empty blog. */
export async function seedDemoBlog(db: Database, dataDir: string): Promise<void> {
  const [any] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
  if (any) return;
  const covers = await Promise.all(
    POSTS.map(async ({ colors: [from, to] }) => storeBlogCover(dataDir, await cover(from, to))),
  );
  await db.transaction(async (tx) => {
    const categories = await tx
      .insert(blogTerms)
      .values(CATEGORIES.map((c) => ({ ...c, kind: 'categories' })))
      .onConflictDoNothing()
      .returning();
    const keywords = await tx
      .insert(blogTerms)
      .values(KEYWORDS.map((k) => ({ ...k, kind: 'keywords' })))
      .onConflictDoNothing()
      .returning();
    for (const [index, { category, keywords: words, colors: _c, ...post }] of POSTS.entries()) {
      const [row] = await tx
        .insert(blogPosts)
        .values({
          ...post,
          categoryId: categories.find((c) => c.slug === category)?.id ?? null,
          coverImage: covers[index] ?? null,
        })
        .returning({ id: blogPosts.id });
      const ids = keywords.filter((k) => words.includes(k.slug)).map((k) => k.id);
      if (row && ids.length)
        await tx.insert(blogPostKeywords).values(ids.map((keywordId) => ({ postId: row.id, keywordId })));
    }
  });
}
