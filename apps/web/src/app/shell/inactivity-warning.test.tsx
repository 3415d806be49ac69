import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../test/api-calls';
import { renderWithProviders, stubApi } from '../../test/render';
import InactivityWarning from './inactivity-warning';

describe('the warning before the inactivity logout (issue 20)', () => {
  it('says when the session ends; staying asks the server, which keeps its session awake', async () => {
    const fetchMock = stubApi({ 'GET /api/user': { body: { id: 7 } } });
    const onStay = vi.fn();
    const onLeave = vi.fn();
    const logoutAt = new Date(2026, 10, 26, 18, 45).getTime();
    renderWithProviders(<InactivityWarning logoutAt={logoutAt} onStay={onStay} onLeave={onLeave} />);
    expect(await screen.findByText('¿Sigues ahí?')).toBeTruthy();
    expect(
      screen.getByText('Llevas un rato sin actividad. Por tu seguridad, la sesión se cerrará a las 18:45.'),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Seguir conectado' }));
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, 'GET /api/user')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to where the user was once they stay', async () => {
    stubApi({ 'GET /api/user': { body: { id: 7 } } });
    let warn = (_: boolean) => {};
    function Screen() {
      const [warning, setWarning] = useState(false);
      warn = setWarning;
      return (
        <>
          <input aria-label="Nota" />
          {warning && (
            <InactivityWarning
              logoutAt={Date.now() + 60_000}
              onStay={() => setWarning(false)}
              onLeave={vi.fn()}
            />
          )}
        </>
      );
    }
    renderWithProviders(<Screen />);
    const note = screen.getByRole('textbox', { name: 'Nota' });
    note.focus();
    act(() => warn(true));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Seguir conectado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(note));
  });
});
