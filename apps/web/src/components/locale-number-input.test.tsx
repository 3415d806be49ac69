import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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

describe('LocaleNumberInput', () => {
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
