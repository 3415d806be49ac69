import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { unitsToCents } from '../lib/money-units';
import { renderWithProviders } from '../test/render';
import { MoneyInput } from './money-input';

function Price() {
  const [value, setValue] = useState<string | number>('');
  const cents = unitsToCents(value);
  // As a form does: the schema refuses an amount it cannot read.
  const error = Number.isNaN(cents) ? 'Tipo de dato no válido' : undefined;
  return (
    <>
      <MoneyInput label="Precio" value={value} onChange={setValue} error={error} />
      <output>{String(cents)}</output>
    </>
  );
}

describe('MoneyInput', () => {
  it('reads an amount as Spanish writes it, in cents, and shows it as money once left', async () => {
    renderWithProviders(<Price />);
    const price = screen.getByRole('textbox', { name: 'Precio' }) as HTMLInputElement;
    await userEvent.type(price, '12,5');
    expect(screen.getByRole('status').textContent).toBe('1250');
    await userEvent.tab();
    expect(price.value).toBe('12,50');
    expect(screen.getByRole('status').textContent).toBe('1250');
  });

  it('keeps a third decimal as typed and says why the form refuses it, never cutting "0,125" to 0,12', async () => {
    renderWithProviders(<Price />);
    const price = screen.getByRole('textbox', { name: 'Precio' }) as HTMLInputElement;
    await userEvent.click(price);
    await userEvent.paste('0,125');
    await userEvent.tab();
    expect(price.value).toBe('0,125');
    expect(screen.getByRole('status').textContent).toBe('NaN');
    expect(
      screen.getByText('Escribe el importe con dos decimales como máximo, como 10 o 10,50'),
    ).toBeTruthy();
  });

  it('keeps "1.000" typed in Spanish as the three decimals it reads, refused, not a price of 1 once left', async () => {
    // A point typed is the decimal comma (decision 051); Mantine read what was left as a number and showed 1,00 $
    // where a thousand was meant (decision 078).
    renderWithProviders(<Price />);
    const price = screen.getByRole('textbox', { name: 'Precio' }) as HTMLInputElement;
    await userEvent.type(price, '1.000');
    await userEvent.tab();
    expect(price.value).toBe('1,000');
    expect(screen.getByRole('status').textContent).toBe('NaN');
    expect(
      screen.getByText('Escribe el importe con dos decimales como máximo, como 10 o 10,50'),
    ).toBeTruthy();
  });
});
