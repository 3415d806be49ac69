import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it('is the screen’s heading and names the tab after it, giving the old name back when the screen goes', () => {
    document.title = 'Antes';
    const view = renderWithProviders(<PageTitle>Informe de pedidos</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Informe de pedidos' })).toBeTruthy();
    expect(document.title).toBe('Informe de pedidos | Tienda');
    view.unmount();
    expect(document.title).toBe('Antes');
  });
});
