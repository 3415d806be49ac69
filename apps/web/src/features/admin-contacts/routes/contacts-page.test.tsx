import type { ContactMessage } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as ContactsPage } from './contacts-page';

const NEW: ContactMessage = {
  id: 4,
  name: 'Yanelis Rodríguez',
  email: 'yanelis@example.com',
  message: 'Quiero regalar una olla arrocera.\n¿Llega el sábado?',
  status: 'new',
  handled_by: null,
  created_at: '2026-11-24T15:30:00.000Z',
};

const reply = (data: ContactMessage[]) => ({ ...listReply(data), unread: 1 });

describe('the contacts area', { timeout: 20_000 }, () => {
  it('lists the messages, opens one (marking it read) and marks it handled', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/contacts': { body: reply([NEW]) },
      'PUT /api/admin/contacts/4': { body: { ...NEW, status: 'read' } },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/admin/contacts', Component: ContactsPage }], {
      path: '/admin/contacts',
      user: testUser({ all_permissions: ['ALL'] }),
    });

    const row = (await screen.findByText('Yanelis Rodríguez')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Nuevo')).toBeTruthy();
    expect(screen.getByText('1 mensaje · 1 sin leer')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Abrir el mensaje de Yanelis Rodríguez' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mensaje de Yanelis Rodríguez' });
    expect(within(dialog).getByText(/¿Llega el sábado\?/)).toBeTruthy();
    // Read by its text: jsdom's accessible name spaces the address's line-break points apart (a browser does not).
    const mailto = within(dialog).getByText(
      (_, node) => node?.tagName === 'A' && node.textContent === 'yanelis@example.com',
    );
    expect(mailto.getAttribute('href')).toBe('mailto:yanelis@example.com');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/contacts/4')[0]?.body).toEqual({ status: 'read' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como atendido' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/contacts/4').at(-1)?.body).toEqual({ status: 'handled' }),
    );
  });

  it('shows a reader the message without changing it', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/contacts': { body: reply([NEW]) } });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/admin/contacts', Component: ContactsPage }], {
      path: '/admin/contacts',
      user: testUser({ all_permissions: ['read_settings'] }),
    });

    await user.click(await screen.findByRole('button', { name: 'Abrir el mensaje de Yanelis Rodríguez' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Marcar como atendido' })).toBeNull();
    expect(callsTo(fetchMock, 'PUT /api/admin/contacts/4')).toHaveLength(0);
  });
});
