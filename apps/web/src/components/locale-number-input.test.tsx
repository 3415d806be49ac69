import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { LocaleNumberInput } from './locale-number-input';

function Quantity() {
  const [value, setValue] = useState<string | number>(5);
  return (
    <>
      <LocaleNumberInput label="Cantidad" allowDecimal={false} value={value} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  );
}

function Price() {
  const [value, setValue] = useState<string | number>('');
  return (
    <>
      <LocaleNumberInput label="Precio" value={value} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  );
}

describe('LocaleNumberInput', () => {
  it('reads a point typed or pasted in es-ES as the decimal comma, so "12.50" is never 1.250', async () => {
    renderWithProviders(<Price />);
    const price = screen.getByRole('textbox', { name: 'Precio' }) as HTMLInputElement;
    await userEvent.type(price, '12.50');
    expect(price.value).toBe('12,50');
    expect(screen.getByRole('status').textContent).toBe('12.50');

    await userEvent.clear(price);
    await userEvent.paste('3.5');
    expect(price.value).toBe('3,5');
    expect(screen.getByRole('status').textContent).toBe('3.5');

    // Thousands grouped as Spanish groups them keep their meaning.
    await userEvent.clear(price);
    await userEvent.paste('1.250,5');
    expect(price.value).toBe('1.250,5');
    expect(screen.getByRole('status').textContent).toBe('1250.5');
    await userEvent.clear(price);
    await userEvent.paste('1.250');
    expect(screen.getByRole('status').textContent).toBe('1250');
  });

  it('reads a comma typed or pasted in en-US as the decimal point unless it groups thousands, so "1,08" is never 108', async () => {
    await i18n.changeLanguage('en-US');
    renderWithProviders(<Price />);
    const price = screen.getByRole('textbox', { name: 'Precio' }) as HTMLInputElement;
    await userEvent.type(price, '1,08');
    expect(price.value).toBe('1.08');
    expect(screen.getByRole('status').textContent).toBe('1.08');

    // Three digits after the comma and then the field's end: thousands, as English writes them.
    await userEvent.clear(price);
    await userEvent.type(price, '1,234');
    await userEvent.tab();
    expect(price.value).toBe('1,234');
    expect(screen.getByRole('status').textContent).toBe('1234');
    await userEvent.clear(price);
    await userEvent.type(price, '0,125');
    await userEvent.tab();
    expect(screen.getByRole('status').textContent).toBe('0.125');

    await userEvent.clear(price);
    await userEvent.paste('12,5');
    expect(price.value).toBe('12.5');
    expect(screen.getByRole('status').textContent).toBe('12.5');
    await userEvent.clear(price);
    await userEvent.paste('1,250');
    expect(screen.getByRole('status').textContent).toBe('1250');
    await userEvent.clear(price);
    await userEvent.paste('1,250.50');
    expect(screen.getByRole('status').textContent).toBe('1250.50');
    await i18n.changeLanguage('es-ES');
  });

  it('reads thousands grouped as the other language groups them, typed or pasted, never as a number a thousand times smaller', async () => {
    renderWithProviders(<Price />);
    const price = screen.getByRole('textbox', { name: 'Precio' }) as HTMLInputElement;
    // English habits on a Spanish page: "1,234.5" read 1,2345 before decision 065.
    await userEvent.type(price, '1,234.5');
    expect(price.value).toBe('1.234,5');
    expect(screen.getByRole('status').textContent).toBe('1234.5');
    await userEvent.clear(price);
    await userEvent.paste('1,234,567.8');
    expect(screen.getByRole('status').textContent).toBe('1234567.8');

    await i18n.changeLanguage('en-US');
    await userEvent.clear(price);
    // Spanish habits on an English page: "1.234,5" read 1.2345.
    await userEvent.type(price, '1.234,5');
    expect(price.value).toBe('1,234.5');
    expect(screen.getByRole('status').textContent).toBe('1234.5');
    await userEvent.clear(price);
    await userEvent.type(price, '1.234.567,8');
    expect(screen.getByRole('status').textContent).toBe('1234567.8');
    await userEvent.clear(price);
    await userEvent.paste('1.234,5');
    expect(screen.getByRole('status').textContent).toBe('1234.5');
    // A decimal of its own stays one.
    await userEvent.clear(price);
    await userEvent.type(price, '1.25');
    expect(screen.getByRole('status').textContent).toBe('1.25');
    await i18n.changeLanguage('es-ES');
  });

  it('refuses a paste with letters whole and says why, instead of keeping its digits ("1e3" is not 13)', async () => {
    renderWithProviders(<Quantity />);
    const quantity = screen.getByRole('textbox', { name: 'Cantidad' }) as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.paste('1e3');
    expect(screen.getByText('Escribe solo el número, sin letras')).toBeTruthy();
    expect(quantity.value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('');

    await userEvent.paste('12');
    expect(screen.queryByText('Escribe solo el número, sin letras')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('12');
  });
});
