import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('offers a line break after the @, and reads as the address', () => {
    const { container } = render(
      <p>
        <EmailAddress email="lianet.castillo@demo.shop.local" />
      </p>,
    );
    const paragraph = container.querySelector('p') as HTMLElement;
    expect(paragraph.textContent).toBe('lianet.castillo@demo.shop.local');
    expect(paragraph.innerHTML).toBe('lianet.castillo@<wbr>demo.shop.local');
  });

  it('leaves a text without an @ as it is', () => {
    const { container } = render(
      <p>
        <EmailAddress email="sin-arroba" />
      </p>,
    );
    expect((container.querySelector('p') as HTMLElement).innerHTML).toBe('sin-arroba');
  });
});
