import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render-routes';
import { SearchField } from './search-field';

function ListPage() {
  const [params, setParams] = useSearchParams();
  const [searches, setSearches] = useState(0);
  return (
    <>
      <SearchField
        label="Buscar"
        max={10}
        value={params.get('search') ?? ''}
        onSearch={(search) => {
          setSearches((n) => n + 1);
          setParams({ search });
        }}
      />
      <p>búsquedas: {searches}</p>
      <Link to="/cards/7">Ver la tarjeta</Link>
    </>
  );
}

describe('SearchField', () => {
  it('sends the search once typing pauses', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/cards', Component: ListPage }], { path: '/cards' });
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar' }), 'ana');
    await screen.findByText('búsquedas: 1', undefined, { timeout: 2000 });
    expect(router.state.location.search).toBe('?search=ana');
  });

  it('refuses words longer than the list reads under the box, keeps them, and leaves the list as it was', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/cards', Component: ListPage }], { path: '/cards?search=ana' });
    const box = await screen.findByRole('searchbox', { name: 'Buscar' });
    await user.type(box, ' maría josé');
    expect(await screen.findByText('No puede tener más de 10 caracteres')).toBeTruthy();
    // Read out with the box, as the refusal of any other field is.
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'No puede tener más de 10 caracteres',
    );
    expect((box as HTMLInputElement).value).toBe('ana maría josé');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByText('búsquedas: 0')).toBeTruthy();
    expect(router.state.location.search).toBe('?search=ana');

    await user.clear(box);
    await user.type(box, 'ana maría');
    expect(screen.queryByText('No puede tener más de 10 caracteres')).toBeNull();
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    await screen.findByText('búsquedas: 1', undefined, { timeout: 2000 });
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('ana maría');
  });

  it('does not pull the user back to the list when a link is followed while the search waits', async () => {
    let open = () => {};
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/cards', Component: ListPage },
        {
          path: '/cards/:id',
          // The next page takes a while to load, as a lazy screen does on a slow machine.
          loader: () => new Promise<null>((resolve) => (open = () => resolve(null))),
          element: <h1>Movimientos</h1>,
        },
      ],
      { path: '/cards' },
    );
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar' }), 'ana');
    await user.click(screen.getByRole('link', { name: 'Ver la tarjeta' }));
    // Past the search's pause, still loading the next page.
    await new Promise((resolve) => setTimeout(resolve, 500));
    open();
    expect(await screen.findByRole('heading', { name: 'Movimientos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cards/7');
  });
});
