import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { postCard as post } from '../test/fixtures';
import { PostCard } from './post-card';

describe('a post card', () => {
  it('loads its cover when scrolled to, or at once when it is in the first screen', () => {
    const { container, unmount } = renderWithProviders(<PostCard post={post} />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    unmount();
    const first = renderWithProviders(<PostCard post={post} eager />);
    expect(first.container.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(first.container.querySelector('a')?.getAttribute('href')).toBe(
      '/blog/tarjetas-de-regalo-en-linea',
    );
  });
});
