import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { faqQuery } from '../api/content-queries';
import { Component as ContactPage } from './contact-page';

const render = (user = null as ReturnType<typeof testUser> | null) =>
  renderRoutes([{ path: '/Contact-Us', Component: ContactPage }], { path: '/Contact-Us', user });

describe('the contact page', { timeout: 20_000 }, () => {
  it('sends the message, says thank you and empties the message box', async () => {
    const fetchMock = stubApi({
      'POST /api/contact': {
        status: 201,
        body: { message: 'Gracias, hemos recibido tu mensaje. Te responderemos pronto.' },
      },
    });
    const user = userEvent.setup({ delay: null });
    render();

    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Yanelis Rodríguez');
    await user.type(screen.getByRole('textbox', { name: /^Correo electrónico/ }), 'Yanelis@Example.com');
    await user.type(screen.getByRole('textbox', { name: /^Mensaje/ }), '¿Entregan en Playa?');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect((await screen.findByRole('status')).textContent).toContain('Gracias, hemos recibido tu mensaje.');
    expect(callsTo(fetchMock, 'POST /api/contact')[0]?.body).toEqual({
      name: 'Yanelis Rodríguez',
      email: 'yanelis@example.com',
      message: '¿Entregan en Playa?',
      website: '',
    });
    expect((screen.getByRole('textbox', { name: /^Mensaje/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it('leads to the frequent questions only while some are published', async () => {
    stubApi({
      'GET /api/content/faqs': {
        body: {
          topics: [{ name: 'Envíos', questions: [{ id: 1, question: '¿Entregan?', answer: '<p>Sí.</p>' }] }],
        },
      },
    });
    const { unmount } = render();
    const link = await screen.findByRole('link', { name: /preguntas frecuentes/ });
    expect(link.getAttribute('href')).toBe('/Frequent-Ask');
    unmount();

    stubApi({ 'GET /api/content/faqs': { body: { topics: [] } } });
    queryClient.clear();
    render();
    await waitFor(() => expect(queryClient.getQueryData(faqQuery.queryKey)).toEqual({ topics: [] }));
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /preguntas frecuentes/ })).toBeNull();
  });

  it('fills in a signed-in shopper and checks the fields before sending', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup({ delay: null });
    render(testUser());

    expect((screen.getByRole('textbox', { name: /^Nombre/ }) as HTMLInputElement).value).toBe('Ana Pérez');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/contact')).toHaveLength(0);
  });

  it('keeps what was typed and says why when the shop refuses more messages for now', async () => {
    stubApi({
      'POST /api/contact': {
        status: 429,
        body: { message: 'Demasiados intentos. Inténtalo de nuevo en 55 minutos.' },
      },
    });
    const user = userEvent.setup({ delay: null });
    render(testUser());

    await user.type(screen.getByRole('textbox', { name: /^Mensaje/ }), 'Hola otra vez');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Demasiados intentos/));
    expect((screen.getByRole('textbox', { name: /^Mensaje/ }) as HTMLTextAreaElement).value).toBe(
      'Hola otra vez',
    );
  });
});
