import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { faq, signedIn } from '../test/fixtures';
import { Component as FaqsPage } from './faqs-page';

const PATH = '/admin/settings/FrequentAsks';

describe('frequent questions in the back office', { timeout: 20_000 }, () => {
  it('lists the questions and edits one in a dialog with its answer in the editor', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/faqs': { body: listReply([faq()]) },
      'PUT /api/admin/faqs/5': { body: faq({ question: '¿Con qué monedas pago?' }) },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: PATH, Component: FaqsPage }], { path: PATH, user: signedIn() });

    const row = (await screen.findByText('¿En qué monedas puedo pagar?')).closest('tr') as HTMLElement;
    await user.click(
      within(row).getByRole('button', { name: 'Editar la pregunta ¿En qué monedas puedo pagar?' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar pregunta' });
    expect(await within(dialog).findByText('En USD y en MLC.')).toBeTruthy();
    const question = within(dialog).getByRole('textbox', { name: /^Pregunta/ });
    await user.clear(question);
    await user.type(question, '¿Con qué monedas pago?');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/faqs/5')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/admin/faqs/5')[0]?.body).toMatchObject({
      topic: 'Pagos',
      question: '¿Con qué monedas pago?',
      answer: '<p>En USD y en MLC.</p>',
      position: 10,
    });
  });

  it('asks for the topic, the question and an answer before sending a new one', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/faqs': { body: listReply([]) } });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: PATH, Component: FaqsPage }], { path: PATH, user: signedIn() });

    await user.click(await screen.findByRole('button', { name: 'Nueva pregunta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva pregunta' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    expect(await within(dialog).findAllByText('Este campo es requerido')).toHaveLength(3);
    expect(callsTo(fetchMock, 'POST /api/admin/faqs')).toHaveLength(0);
  });
});
