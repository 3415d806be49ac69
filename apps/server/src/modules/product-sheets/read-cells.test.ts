import { describe, expect, it } from 'vitest';
import { readAmount, readQuantity } from './read-cells';

describe('reading a spreadsheet’s amounts', () => {
  it('reads Spanish amounts, and a point that cannot be a thousands mark as the decimal one', () => {
    const read = (cell: string | number | null) => readAmount(cell, 'es-ES');
    expect(read('12,50')).toEqual({ value: 1250 });
    expect(read('1.234,50')).toEqual({ value: 123450 });
    expect(read('1.234.567')).toEqual({ value: 123456700 });
    expect(read('1.234')).toEqual({ value: 123400 });
    expect(read('12.50')).toEqual({ value: 1250 });
    expect(read('12.5')).toEqual({ value: 1250 });
    expect(read(' 4,50 $ ')).toEqual({ value: 450 });
    expect(read('MLC 3')).toEqual({ value: 300 });
    expect(read('')).toEqual({ value: null });
    expect(read(null)).toEqual({ value: null });
  });

  it('reads English amounts, and a comma that cannot be a thousands mark as the decimal point', () => {
    const read = (cell: string | number | null) => readAmount(cell, 'en-US');
    expect(read('12.50')).toEqual({ value: 1250 });
    expect(read('1,234.50')).toEqual({ value: 123450 });
    expect(read('1,234')).toEqual({ value: 123400 });
    expect(read('1,08')).toEqual({ value: 108 });
  });

  it('takes a number cell as it is, and refuses a third decimal, a sign or words rather than guess', () => {
    expect(readAmount(2.5, 'es-ES')).toEqual({ value: 250 });
    expect(readAmount(0.1 + 0.2, 'es-ES')).toEqual({ value: 30 });
    expect(readAmount(1.005, 'es-ES')).toEqual({ error: 'amount_decimals' });
    expect(readAmount('1,005', 'es-ES')).toEqual({ error: 'amount_decimals' });
    expect(readAmount(-1, 'es-ES')).toEqual({ error: 'invalid' });
    expect(readAmount('-1', 'es-ES')).toEqual({ error: 'invalid' });
    expect(readAmount('1e3', 'es-ES')).toEqual({ error: 'invalid' });
    expect(readAmount('doce', 'es-ES')).toEqual({ error: 'invalid' });
    expect(readAmount('12,5,0', 'es-ES')).toEqual({ error: 'invalid' });
    expect(readAmount('9'.repeat(20), 'es-ES')).toEqual({ error: 'invalid' });
  });
});

describe('reading a spreadsheet’s quantities', () => {
  it('reads whole numbers only', () => {
    expect(readQuantity(12)).toEqual({ value: 12 });
    expect(readQuantity(' 7 ')).toEqual({ value: 7 });
    expect(readQuantity('')).toEqual({ value: null });
    expect(readQuantity(2.5)).toEqual({ error: 'whole_number' });
    expect(readQuantity('2,5')).toEqual({ error: 'whole_number' });
    expect(readQuantity('-3')).toEqual({ error: 'invalid' });
    expect(readQuantity('muchas')).toEqual({ error: 'invalid' });
  });
});
