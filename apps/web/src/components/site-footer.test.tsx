import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../test/render';
import { SiteFooter } from './site-footer';

const NO_CONTACTS = { phones: [], emails: [], address: '', links: [] };
const NOTHING = { blog: false, faq: false, offers: false, info: false };
const EVERYTHING = { blog: true, faq: true, offers: true, info: true };

describe('the storefront footer', () => {
  it('leaves out the pages and contact columns, and the links to empty pages, of a shop that has none yet', async () => {
    stubApi({
      'GET /api/content/pages': { body: { sections: [], has: NOTHING } },
      'GET /api/settings/contacts': { body: NO_CONTACTS },
    });
    renderWithProviders(<SiteFooter />);

    expect(await screen.findByText('Ayuda')).toBeTruthy();
    expect(screen.queryByText('Sobre la tienda', { selector: 'p' })).toBeNull();
    expect(screen.queryByText('Contacto', { selector: 'p' })).toBeNull();
    // Nothing published yet: no blog, information or questions to send a shopper to; the contact form always is.
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/Contact-Us']),
    );
  });

  it("lists the shop's pages and how to reach it once they are set", async () => {
    stubApi({
      'GET /api/content/pages': {
        body: {
          sections: [{ name: 'Tienda', pages: [{ slug: 'about', title: 'Quiénes somos', description: '' }] }],
          has: EVERYTHING,
        },
      },
      'GET /api/settings/contacts': { body: { ...NO_CONTACTS, phones: ['+5378881234'] } },
    });
    renderWithProviders(<SiteFooter />);

    expect((await screen.findByRole('link', { name: 'Quiénes somos' })).getAttribute('href')).toBe('/about');
    expect(screen.getByText('Sobre la tienda', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Contacto', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /888/ }).getAttribute('href')).toBe('tel:+5378881234');
    const help = ['Blog', 'Información', 'Preguntas frecuentes', 'Contacto'];
    expect(help.map((name) => screen.getByRole('link', { name }).getAttribute('href'))).toEqual([
      '/blog',
      '/info',
      '/Frequent-Ask',
      '/Contact-Us',
    ]);
  });
});
