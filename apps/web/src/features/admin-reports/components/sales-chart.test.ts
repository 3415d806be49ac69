import type { SalesReportRow } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { barName, netPerDay } from './sales-chart';

const row = (key: string, net: number) => ({ key, net }) as SalesReportRow;

describe('the sales chart per day', () => {
  it('shows every day of the period, a day without sales at zero, in order', () => {
    const days = netPerDay([row('2026-11-06', 1650), row('2026-11-03', 500)], {
      from: '2026-11-02',
      to: '2026-11-07',
    });
    expect(days).toEqual([
      { day: '2026-11-02', net: 0 },
      { day: '2026-11-03', net: 500 },
      { day: '2026-11-04', net: 0 },
      { day: '2026-11-05', net: 0 },
      { day: '2026-11-06', net: 1650 },
      { day: '2026-11-07', net: 0 },
    ]);
  });

  it('crosses a month and a leap day', () => {
    const days = netPerDay([], { from: '2028-02-28', to: '2028-03-01' }).map((d) => d.day);
    expect(days).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

describe('a name beside its bar', () => {
  it('names a customer without the address the label ends with', () => {
    expect(barName('Lianet Castillo Mora <lianet.castillo@demo.shop.local>')).toBe('Lianet Castillo Mora');
    expect(barName('Tienda Vedado')).toBe('Tienda Vedado');
  });

  it('cuts a long name with an ellipsis', () => {
    const name = barName('Rogelio Martínez (Bodega La Esquina) <rogelio@demo.shop.local>');
    expect(name).toBe('Rogelio Martínez (Bodega La…');
    expect(name).toHaveLength(28);
  });
});
