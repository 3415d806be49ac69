import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { StarsPicture } from './stars-picture';

describe('stars that show a rating', () => {
  it('are one picture named by its words, not five stars to choose from', () => {
    renderWithProviders(<StarsPicture value={4} label="4 de 5 estrellas" />);
    expect(screen.getByRole('img', { name: '4 de 5 estrellas' })).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });
});
