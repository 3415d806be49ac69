import { describe, expect, it } from 'vitest';
import { counted, quantityExceeds, translate } from './messages';

describe('a message', () => {
  it('writes a day of the calendar and a number as the reader’s language does', () => {
    expect(translate('no_rate_in_force', 'es-ES', { coin: 'MLC', date: '2026-11-30' })).toBe(
      'No hay tasa de cambio de MLC vigente el 30 de noviembre de 2026',
    );
    expect(translate('no_rate_in_force', 'en-US', { coin: 'MLC', date: '2026-11-30' })).toBe(
      'There is no MLC exchange rate in force on November 30, 2026',
    );
    expect(translate('quantity_exceeds', 'es-ES', { available: 15_000 })).toContain('15.000');
  });

  it('says a count of one in the singular, and any other count in the plural', () => {
    const params = { point: 'Tienda Miramar', product: 'Aceite de girasol 1 L' };
    expect(translate(counted('transfer_point_short', 1), 'es-ES', { ...params, available: 1 })).toBe(
      'Tienda Miramar tiene una sola unidad de Aceite de girasol 1 L',
    );
    expect(translate(counted('transfer_point_short', 0), 'es-ES', { ...params, available: 0 })).toBe(
      'Tienda Miramar tiene 0 unidades de Aceite de girasol 1 L',
    );
    expect(translate(counted('transfer_units_held', 1), 'en-US', { ...params, available: 1 })).toBe(
      'Only one unit of Aceite de girasol 1 L can be sent: the rest is held by carts and orders',
    );
    expect(translate(counted('stock_below_held', 1), 'es-ES', { held: 1 })).toBe(
      'No se puede dejar menos de la unidad apartada por un carrito o un pedido',
    );
    expect(translate(counted('stock_below_held', 3), 'es-ES', { held: 3 })).toBe(
      'No se pueden dejar menos de las 3 unidades apartadas por carritos y pedidos',
    );
    expect(translate(counted('report_inventory_total', 1), 'es-ES', { count: 1 })).toBe('Total: 1 producto');
    expect(translate(counted('report_inventory_total', 2), 'en-US', { count: 2 })).toBe('Total: 2 products');
    expect(translate(quantityExceeds(1), 'es-ES')).toBe(
      'La cantidad solicitada excede la única unidad disponible',
    );
  });
});
