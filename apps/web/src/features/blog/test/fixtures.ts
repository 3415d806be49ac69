import type { PublicBlogPostCard } from '@shop/contracts';

/** A published post as the blog's list and cards show it. */
export const postCard: PublicBlogPostCard = {
  id: 1,
  title: 'Tarjetas de regalo en línea',
  slug: 'tarjetas-de-regalo-en-linea',
  subtitle: '',
  summary: 'Regala saldo para comprar en la tienda.',
  author: 'Equipo de Mercado Vedado',
  tag: '',
  keywords: [],
  blog_category: { id: 1, name: 'Novedades', slug: 'novedades' },
  cover_image: '/uploads/blog/portada.webp',
  published_on: '2026-11-20',
};
