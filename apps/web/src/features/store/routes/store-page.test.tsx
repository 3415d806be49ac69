import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as StorePage } from './store-page';

const routes = [{ path: '/store', Component: StorePage }];

describe('store front', () => {
  it('welcomes a visitor and invites them to register or sign in', () => {
    renderRoutes(routes, { path: '/store' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido a Tienda' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear una cuenta' }).getAttribute('href')).toBe(
      '/Auth/Register',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/Auth/Login');
  });

  it('tells what the shop offers and when it attends', () => {
    renderRoutes(routes, { path: '/store' });
    for (const title of [
      'Al por menor y al por mayor',
      'Pagos en USD y MLC',
      'A domicilio o en tienda',
      'Tarjetas de compra',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByText('Martes a viernes:')).toBeTruthy();
    expect(screen.getByText('Sábado:')).toBeTruthy();
  });

  it('sends a signed-in user to their profile instead', () => {
    renderRoutes(routes, { path: '/store', user: testUser({ name: 'Luis' }) });
    expect(screen.getByText('Hola, Luis.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mi perfil' }).getAttribute('href')).toBe('/Profile');
    expect(screen.queryByRole('link', { name: 'Crear una cuenta' })).toBeNull();
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en-US');
    renderRoutes(routes, { path: '/store' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Tienda' })).toBeTruthy();
    expect(screen.getByText('Tuesday to Friday:')).toBeTruthy();
    expect(screen.getByText(/9:00-13:00 and 14:00-17:30/)).toBeTruthy();
  });
});
