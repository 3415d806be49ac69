import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { Component as ContentPage, loader as contentPageLoader } from './content-page';
import { Component as FaqPage } from './faq-page';
import { Component as InfoPage } from './info-page';

const POLICY = {
  slug: 'return-policy',
  title: 'Política de devoluciones',
  description: 'Cuándo y cómo devolver un producto.',
  section: 'Políticas',
  body: '<p>Tienes <strong>7 días</strong>.</p><h2>Cómo hacerlo</h2>',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const FAQS = {
  topics: [
    {
      name: 'Pagos',
      questions: [{ id: 1, question: '¿En qué monedas puedo pagar?', answer: '<p>En USD y en MLC.</p>' }],
    },
  ],
};

describe('the shop pages on the storefront', { timeout: 20_000 }, () => {
  it('shows a page by its address with its formatting and the date it was updated', async () => {
    stubApi({ 'GET /api/content/pages/return-policy': { body: POLICY } });
    renderRoutes([{ path: '/:slug', Component: ContentPage, loader: contentPageLoader }], {
      path: '/return-policy',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Política de devoluciones' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo hacerlo' })).toBeTruthy();
    expect(screen.getByText('7 días').tagName).toBe('STRONG');
    expect(screen.getByText(/Actualizada el 20 nov 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Información' }).getAttribute('href')).toBe('/info');
  });

  it("dates the update by the shop's calendar, whatever the reader's time zone, as the server renders it", async () => {
    // 03:00 on the 20th in UTC is still the evening of the 19th in Havana.
    stubApi({
      'GET /api/content/pages/return-policy': { body: { ...POLICY, updated_at: '2026-11-20T03:00:00.000Z' } },
    });
    renderRoutes([{ path: '/:slug', Component: ContentPage, loader: contentPageLoader }], {
      path: '/return-policy',
    });
    expect(await screen.findByText(/Actualizada el 19 nov 2026/)).toBeTruthy();
  });

  it('is the 404 page for an address no published page has', async () => {
    stubApi({
      'GET /api/content/pages/no-existe': { status: 404, body: { message: 'Página no encontrada' } },
    });
    renderRoutes(
      [
        {
          path: '/:slug',
          Component: ContentPage,
          loader: contentPageLoader,
          ErrorBoundary: () => <p>página 404</p>,
        },
      ],
      { path: '/no-existe' },
    );
    expect(await screen.findByText('página 404')).toBeTruthy();
  });

  it('lists the published pages by section on /info', async () => {
    stubApi({
      'GET /api/content/pages': {
        body: {
          sections: [
            {
              name: '',
              pages: [{ slug: 'about', title: 'Quiénes somos', description: 'Una tienda de La Habana.' }],
            },
            {
              name: 'Políticas',
              pages: [{ slug: POLICY.slug, title: POLICY.title, description: POLICY.description }],
            },
          ],
          has: { blog: true, faq: true, offers: true, info: true },
        },
      },
      'GET /api/content/faqs': { body: FAQS },
    });
    renderRoutes([{ path: '/info', Component: InfoPage }], { path: '/info' });

    const general = await screen.findByRole('region', { name: 'General' });
    expect(
      within(general)
        .getByRole('link', { name: /Quiénes somos/ })
        .getAttribute('href'),
    ).toBe('/about');
    const policies = screen.getByRole('region', { name: 'Políticas' });
    expect(within(policies).getByText('Cuándo y cómo devolver un producto.')).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: /Lee las preguntas frecuentes/ })).getAttribute('href'),
    ).toBe('/Frequent-Ask');
  });

  it('says so on /info while the shop has published no page', async () => {
    stubApi({
      'GET /api/content/pages': {
        body: { sections: [], has: { blog: false, faq: false, offers: false, info: false } },
      },
      'GET /api/content/faqs': { body: { topics: [] } },
    });
    renderRoutes([{ path: '/info', Component: InfoPage }], { path: '/info' });

    expect(await screen.findByText('Todavía no hay páginas publicadas')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    // No question published either: the way out is the contact form, not another empty page.
    expect((await screen.findByRole('link', { name: /Escríbenos/ })).getAttribute('href')).toBe(
      '/Contact-Us',
    );
    expect(screen.queryByRole('link', { name: /preguntas frecuentes/ })).toBeNull();
  });

  it('opens an answer under its question on /Frequent-Ask', async () => {
    stubApi({ 'GET /api/content/faqs': { body: FAQS } });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/Frequent-Ask', Component: FaqPage }], { path: '/Frequent-Ask' });

    const topic = await screen.findByRole('region', { name: 'Pagos' });
    const question = within(topic).getByText('¿En qué monedas puedo pagar?');
    const item = question.closest('details') as HTMLDetailsElement;
    expect(item.open).toBe(false);
    await user.click(question);
    expect(item.open).toBe(true);
    expect(within(item).getByText('En USD y en MLC.')).toBeTruthy();
  });

  it('says so on /Frequent-Ask while no question is published, and leads to the contact form', async () => {
    stubApi({ 'GET /api/content/faqs': { body: { topics: [] } } });
    renderRoutes([{ path: '/Frequent-Ask', Component: FaqPage }], { path: '/Frequent-Ask' });

    expect(await screen.findByText('Todavía no hay preguntas publicadas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Escríbenos' }).getAttribute('href')).toBe('/Contact-Us');
  });
});
