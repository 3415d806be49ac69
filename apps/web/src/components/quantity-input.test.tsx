import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { countOf, QuantityInput, type QuantityInputValue } from './quantity-input';

function Quantity({ start = 2, max }: { start?: QuantityInputValue; max?: number }) {
  const [value, setValue] = useState<QuantityInputValue>(start);
  return (
    <>
      <QuantityInput label="Cantidad" min={1} max={max} value={value} onChange={setValue} />
      <output>{typeof value === 'number' ? `número ${value}` : `texto «${value}»`}</output>
    </>
  );
}

const steppers = (field: HTMLElement) => {
  const [down, up] = [...(field.closest('.mantine-TextInput-root')?.querySelectorAll('button') ?? [])];
  if (!down || !up) throw new Error('no steppers');
  return { down, up };
};

describe('QuantityInput', () => {
  it('steps with its buttons and the arrow keys, and stops at the bounds', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Quantity max={3} />);
    const field = screen.getByRole('textbox', { name: 'Cantidad' }) as HTMLInputElement;
    const { down, up } = steppers(field);
    await user.click(up);
    expect(field.value).toBe('3');
    expect(screen.getByText('número 3')).toBeTruthy();
    expect((up as HTMLButtonElement).disabled).toBe(true);
    field.focus();
    await user.keyboard('{ArrowUp}');
    expect(field.value).toBe('3');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(field.value).toBe('1');
    expect((down as HTMLButtonElement).disabled).toBe(true);
    // The buttons are for a pointer: a keyboard steps in the field, and a screen reader reads the field alone.
    expect(up.tabIndex).toBe(-1);
    expect(up.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps what is typed past a bound as typed, and a step brings it back within them', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Quantity max={3} />);
    const field = screen.getByRole('textbox', { name: 'Cantidad' }) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, '500');
    expect(screen.getByText('número 500')).toBeTruthy();
    await user.click(steppers(field).down);
    expect(field.value).toBe('3');
  });

  it('keeps anything but digits as the text typed: "2,5" is never 25, "1.000" never 1, "-3" never 3', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Quantity />);
    const field = screen.getByRole('textbox', { name: 'Cantidad' }) as HTMLInputElement;
    for (const typed of ['2,5', '1.000', '-3', '2 kg']) {
      await user.clear(field);
      await user.paste(typed);
      expect(field.value).toBe(typed);
      expect(screen.getByText(`texto «${typed}»`)).toBeTruthy();
    }
    // From text that is no count, a step starts again at the least.
    await user.click(steppers(field).up);
    expect(screen.getByText('número 1')).toBeTruthy();
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.getByText('texto «»')).toBeTruthy();
  });

  it('reads digits only, and none past what a number holds exactly', () => {
    expect(countOf(' 12 ')).toBe(12);
    expect(countOf('007')).toBe(7);
    expect(countOf('1e3')).toBe('1e3');
    expect(countOf('9007199254740993')).toBe('9007199254740993');
  });
});
