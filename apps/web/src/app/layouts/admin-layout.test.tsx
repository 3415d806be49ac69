import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, testUser } from '../../test/render-routes';
import { Component as AdminHome } from '../admin-home';
import { Component as AdminLayout } from './admin-layout';

function renderAdmin(permissions: string[]) {
  const routes = [
    { path: '/admin', Component: AdminLayout, children: [{ index: true, Component: AdminHome }] },
  ];
  return renderRoutes(routes, { path: '/admin', user: testUser({ all_permissions: permissions }) });
}

describe('admin layout', () => {
  it('lists only the areas the user may open, in sections of the drawer and on the dashboard', async () => {
    renderAdmin(['read_users']);
    const drawer = screen.getByRole('navigation', { name: 'Navegación de la administración' });
    // A section shows only when one of its areas may be opened; a section opens and closes.
    expect(within(drawer).queryByRole('button', { name: 'Catálogo' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Clientes y personal' }));
    expect((await within(drawer).findByRole('link', { name: 'Usuarios' })).getAttribute('href')).toBe(
      '/admin/users',
    );
    expect(within(drawer).queryByRole('link', { name: 'Roles' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Volver a la tienda' }).getAttribute('href')).toBe(
      '/store',
    );
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getByRole('link', { name: /Usuarios/ })
        .getAttribute('href'),
    ).toBe('/admin/users');
    expect(within(main).queryByRole('link', { name: /Roles/ })).toBeNull();
  });

  it('shows every section and area to ALL', async () => {
    renderAdmin(['ALL']);
    const drawer = screen.getByRole('navigation', { name: 'Navegación de la administración' });
    for (const section of ['Catálogo', 'Ventas', 'Contenido', 'Informes y analítica', 'Ajustes'])
      expect(within(drawer).getByRole('button', { name: section })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Clientes y personal' }));
    expect(await within(drawer).findByRole('link', { name: 'Usuarios' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Roles' })).toBeTruthy();
  });

  it('says so when the user may open no area', () => {
    renderAdmin([]);
    expect(screen.getByText(/no tiene acceso a ningún área/)).toBeTruthy();
  });

  it('forces the light colour scheme while mounted', () => {
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    const { unmount } = renderAdmin(['ALL']);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    unmount();
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
  });
});
