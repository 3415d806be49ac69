import type { PublicBlogPostCard } from '@shop/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { postCard as POST } from '../test/fixtures';
import { Component as BlogPage } from './blog-page';

/** A blog with one post, whatever is asked (or nothing at all). */
const api = (posts: PublicBlogPostCard[] = [POST]) =>
  stubApi({
    'GET /api/blog/posts': { body: listReply(posts) },
    'GET /api/blog/topics': { body: { categories: [], keywords: [] } },
  });

describe('/blog', { timeout: 20_000 }, () => {
  it('reads an address the API would refuse as its first page, never as a failed page', async () => {
    const fetchMock = api();
    const long = 'café '.repeat(30);
    renderRoutes([{ path: '/blog', Component: BlogPage }], {
      path: `/blog?page=999999&search=${encodeURIComponent(long)}&category=`,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    await screen.findByText(POST.title);
    const query = callsTo(fetchMock, 'GET /api/blog/posts').at(-1)?.url.searchParams;
    expect(query?.get('page')).toBe('1');
    expect(query?.has('search')).toBe(false);
    expect(query?.has('category')).toBe(false);
    expect(screen.queryByText('Hay campos vacíos o no válidos')).toBeNull();
  });

  it('with nothing published, only says so: nothing to search or pick a topic from', async () => {
    api([]);
    renderRoutes([{ path: '/blog', Component: BlogPage }], { path: '/blog' });

    expect(await screen.findByText('Todavía no hemos publicado nada. Vuelve pronto.')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Buscar en el blog' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Categoría' })).toBeNull();
  });

  it('keeps the search and the topics when a search finds nothing', async () => {
    api([]);
    renderRoutes([{ path: '/blog', Component: BlogPage }], { path: '/blog?search=caf%C3%A9' });

    expect(await screen.findByText('Ningún artículo coincide con estos filtros.')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar en el blog' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toBeTruthy();
  });

  it('refuses words longer than the search reads under the box, and keeps them', async () => {
    const fetchMock = api();
    renderRoutes([{ path: '/blog', Component: BlogPage }], { path: '/blog' });
    const box = await screen.findByRole('searchbox', { name: 'Buscar en el blog' });
    const long = 'a'.repeat(101);
    fireEvent.change(box, { target: { value: long } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);

    expect(await screen.findByText('No puede tener más de 100 caracteres')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe(long);
    expect(
      callsTo(fetchMock, 'GET /api/blog/posts').every((call) => !call.url.searchParams.has('search')),
    ).toBe(true);

    fireEvent.change(box, { target: { value: 'café' } });
    expect(screen.queryByText('No puede tener más de 100 caracteres')).toBeNull();
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/blog/posts').at(-1)?.url.searchParams.get('search')).toBe('café'),
    );
  });

  it("filters by a category and a keyword from the phone's own pickers, and back to all", async () => {
    const fetchMock = stubApi({
      'GET /api/blog/posts': { body: listReply([POST]) },
      'GET /api/blog/topics': {
        body: {
          categories: [{ slug: 'recetas', name: 'Recetas' }],
          keywords: [{ slug: 'ahorro', name: 'ahorro' }],
        },
      },
    });
    renderRoutes([{ path: '/blog', Component: BlogPage }], { path: '/blog?page=2' });
    const category = (await screen.findByRole('combobox', { name: 'Categoría' })) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Recetas' });
    const lastQuery = () => callsTo(fetchMock, 'GET /api/blog/posts').at(-1)?.url.searchParams;

    fireEvent.change(category, { target: { value: 'recetas' } });
    await vi.waitFor(() => expect(lastQuery()?.get('category')).toBe('recetas'));
    // A new filter starts again from the first page.
    expect(lastQuery()?.get('page')).toBe('1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Palabra clave' }), {
      target: { value: 'ahorro' },
    });
    await vi.waitFor(() => expect(lastQuery()?.get('keyword')).toBe('ahorro'));

    fireEvent.change(category, { target: { value: '' } });
    await vi.waitFor(() => expect(lastQuery()?.has('category')).toBe(false));
    expect(lastQuery()?.get('keyword')).toBe('ahorro');
    expect(category.value).toBe('');
  });
});
