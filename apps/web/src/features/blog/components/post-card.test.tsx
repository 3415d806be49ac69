import type { PublicBlogPostCard } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PostCard } from './post-card';

const post: PublicBlogPostCard = {
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

describe('a post card', () => {
  it('loads its cover when scrolled to, or at once when it is in the first screen', () => {
    const { container, unmount } = renderWithProviders(<PostCard post={post} />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    unmount();
    const first = renderWithProviders(<PostCard post={post} eager />);
    expect(first.container.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(first.container.querySelector('a')?.getAttribute('href')).toBe(
      '/blog/tarjetas-de-regalo-en-linea',
    );
  });
});
