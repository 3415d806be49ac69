import type { StorefrontProduct } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorPage } from '../../../app/error-page';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { COINS, card, product, variableProduct, variation } from '../test/fixtures';
import { coinsStub, forgetCoin, rememberCoin } from '../test/stubs';
import { loader, Component as ProductPage } from './product-page';

const routes = [
  {
    path: '/Products/:product',
    loader,
    Component: ProductPage,
    ErrorBoundary: ErrorPage,
    HydrateFallback: () => null,
  },
];

function showProduct(item: StorefrontProduct, path = `/Products/${item.slug}`) {
  stubApi({ ...coinsStub(), [`GET /api/store/products/${item.slug}`]: { body: item } });
  return renderRoutes(routes, { path });
}

const RED = 10;
const BLUE = 11;
const S = 20;

afterEach(() => {
  forgetCoin();
  document.title = 'Tienda';
});

describe('product page', { timeout: 20_000 }, () => {
  it('shows the product with its price, availability, warranty, the shops supplying it, spec sheet and tab title', async () => {
    showProduct(
      product({
        warranty: { time: 12, unit: 'months' },
        spec_sheet_url: '/api/products/camara-reflex/spec-sheet',
        low_availability: true,
        availability: 3,
        related: [card({ id: 9, name: 'Trípode', slug: 'tripode' })],
        supplied_by_store: { points: ['Tienda Miramar', 'Punto Centro Habana'], store_sku: 'CH-0412' },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Cámara réflex' })).toBeTruthy();
    expect(screen.getAllByTestId('price')[0]?.textContent).toBe('10,00\u00a0$');
    expect(screen.getByText('3 unidades disponibles')).toBeTruthy();
    expect(screen.getByText('Últimas unidades')).toBeTruthy();
    expect(screen.getByText('Garantía: 12 meses')).toBeTruthy();
    expect(
      screen.getByText(
        'Se surte desde nuestras tiendas: Tienda Miramar, Punto Centro Habana. Código en tienda: CH-0412.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Descargar la ficha técnica' }).getAttribute('href')).toBe(
      '/api/products/camara-reflex/spec-sheet',
    );
    expect(screen.getByRole('link', { name: 'Fotografía' }).getAttribute('href')).toBe(
      '/store?category=fotografia',
    );
    expect(screen.getByRole('article', { name: 'Trípode' })).toBeTruthy();
    expect(screen.queryByTestId('wholesale')).toBeNull();
    expect(document.title).toBe('Cámara réflex | Tienda');
    const picture = document.querySelector('picture');
    expect(picture?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      '/uploads/abc-1000.avif 1000w',
    );
    expect(picture?.querySelector('img')?.getAttribute('width')).toBe('1000');
  });

  it('shows one picture at a time; a thumbnail picks one and the enlarged view goes through them', async () => {
    const base = product();
    const [first] = base.images;
    if (!first) throw new Error('the fixture has a picture');
    const second = {
      ...first,
      id: 99,
      list_url: '/uploads/def-400.webp',
      detail_url: '/uploads/def-1000.webp',
      detail_avif_url: '/uploads/def-1000.avif',
    };
    showProduct({ ...base, images: [first, second] });
    const user = userEvent.setup({ delay: null });
    const thumbnails = await screen.findByRole('group', { name: 'Miniaturas de las imágenes' });
    const pressed = () =>
      within(thumbnails)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-pressed'));
    expect(pressed()).toEqual(['true', 'false']);
    // Only the picture in sight is offered to a screen reader.
    expect(screen.getAllByRole('img', { name: 'Cámara réflex' })).toHaveLength(1);
    await user.click(within(thumbnails).getByRole('button', { name: 'Ver la imagen 2' }));
    expect(pressed()).toEqual(['false', 'true']);

    await user.click(screen.getByRole('button', { name: 'Ampliar la imagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Imagen 2 de 2' });
    expect(within(dialog).getByRole('img', { name: 'Cámara réflex' }).getAttribute('src')).toBe(
      '/uploads/def-1000.webp',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Acercar' }));
    expect(within(dialog).getByRole('button', { name: 'Alejar' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Imagen siguiente' }));
    expect(await screen.findByRole('dialog', { name: 'Imagen 1 de 2' })).toBeTruthy();
    // A new picture starts fitted.
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Imagen 2 de 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cerrar la imagen ampliada' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pressed()).toEqual(['false', 'true']);
  });

  it('says the price includes its tax, and says nothing of a tax a product does not carry', async () => {
    const { unmount } = showProduct(product({ tax: 10 }));
    expect((await screen.findByText(/Impuestos incluidos/)).textContent).toBe(
      'Impuestos incluidos (10\u00a0%)',
    );
    unmount();
    showProduct(product({ tax: 0, name: 'Servicio de revelado', slug: 'revelado' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Servicio de revelado' })).toBeTruthy();
    expect(screen.queryByText(/Impuestos incluidos/)).toBeNull();
  });

  it('shows the wholesale price and minimum only when the reply carries one, in the chosen coin', async () => {
    rememberCoin('MLC');
    const item = product({ wholesaler: true, min_quantity: 6 });
    item.prices = item.prices.map((price) => ({
      ...price,
      wholesale_price: price.coin === 'MLC' ? 960 : 800,
    }));
    showProduct(item);
    expect(await screen.findByTestId('wholesale')).toBeTruthy();
    expect(screen.getByTestId('wholesale').textContent).toBe(
      'Precio por mayor: 9,60\u00a0MLC desde 6 unidades',
    );
    // Sold at retail too: a wholesaler may buy fewer at the retail price, as the cart allows.
    const quantity = screen.getByRole('textbox', { name: 'Cantidad' }) as HTMLInputElement;
    expect(quantity.value).toBe('1');
  });

  it('starts a product sold only wholesale at its minimum for a wholesaler', async () => {
    const item = product({ wholesaler: true, min_purchase: 6, min_quantity: 6 });
    item.prices = item.prices.map((price) => ({ ...price, wholesale_price: 800 }));
    showProduct(item);
    const quantity = (await screen.findByRole('textbox', { name: 'Cantidad' })) as HTMLInputElement;
    expect(quantity.value).toBe('6');
  });

  it('tells a shopper who is no wholesaler that a product sold only wholesale is not for them', async () => {
    showProduct(product({ wholesaler: true, min_purchase: null, min_quantity: 6 }));
    expect((await screen.findByTestId('wholesale-only')).textContent).toBe(
      'Este producto se vende solo al por mayor',
    );
    expect(screen.queryByRole('button', { name: 'Añadir al carrito' })).toBeNull();
  });

  it('disables combinations no available variation offers and shows the picked variation', async () => {
    showProduct(
      variableProduct([
        variation(1, RED, S, { image_id: null }),
        variation(2, RED, 21, { availability: 0 }),
        variation(3, BLUE, null, { availability: 2, low_availability: true }),
      ]),
    );
    const user = userEvent.setup({ delay: null });
    const color = await screen.findByRole('radiogroup', { name: 'Color' });
    const size = screen.getByRole('radiogroup', { name: 'Talla' });
    expect(screen.getByText(/Elige una opción de cada característica/)).toBeTruthy();

    await user.click(within(color).getByRole('radio', { name: 'Rojo' }));
    expect((within(size).getByRole('radio', { name: 'M' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(size).getByRole('radio', { name: 'S' }) as HTMLInputElement).disabled).toBe(false);
    await user.click(within(size).getByRole('radio', { name: 'S' }));
    // Variation 1 costs 11.00 USD.
    expect(screen.getAllByTestId('price')[0]?.textContent).toBe('11,00\u00a0$');
    expect(screen.getByText('SKU: CAM-1')).toBeTruthy();
    expect(screen.getByText('5 unidades disponibles')).toBeTruthy();

    // Blue comes in any size: M is offered again.
    await user.click(within(color).getByRole('radio', { name: 'Azul' }));
    expect((within(size).getByRole('radio', { name: 'M' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getAllByTestId('price')[0]?.textContent).toBe('13,00\u00a0$');
    expect(screen.getByText('Últimas unidades')).toBeTruthy();
  });

  it('refuses a quantity out of range with the reason and keeps what was typed, never correcting it', async () => {
    const fetchMock = stubApi({
      ...coinsStub(),
      'GET /api/store/products/camara-reflex': { body: product({ availability: 4 }) },
    });
    renderRoutes(routes, { path: '/Products/camara-reflex' });
    const quantity = (await screen.findByRole('textbox', { name: 'Cantidad' })) as HTMLInputElement;
    expect(quantity.value).toBe('1');
    expect(screen.getByText('Entre 1 y 4')).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    // A cleared field is only pointed out when the shopper tries to add it.
    await user.clear(quantity);
    expect(screen.queryByText('Cantidad incorrecta')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    expect(await screen.findByText('Cantidad incorrecta')).toBeTruthy();
    expect(document.activeElement).toBe(quantity);

    // Out of range is said as it is typed, in the server's words; 9 stays 9 and nothing is sent.
    await user.type(quantity, '9');
    fireEvent.blur(quantity);
    expect(await screen.findByText('La cantidad solicitada excede las 4 disponibles')).toBeTruthy();
    expect(quantity.value).toBe('9');
    await user.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    expect(callsTo(fetchMock, 'POST /api/cart')).toHaveLength(0);

    // A fraction, a sign or a grouped thousand stays as written, never stripped: "2,5" is not 25, "-3" is not 3,
    // "1.000" is not 1.
    for (const typed of ['2,5', '-3', '1.000']) {
      await user.clear(quantity);
      await user.paste(typed);
      await user.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
      expect(await screen.findByText('Cantidad incorrecta')).toBeTruthy();
      expect(quantity.value).toBe(typed);
    }
    expect(callsTo(fetchMock, 'POST /api/cart')).toHaveLength(0);
  });

  it('keeps a typed quantity when another variation has fewer units, and says so', async () => {
    showProduct(
      variableProduct([
        variation(1, RED, S),
        variation(3, BLUE, null, { availability: 2, low_availability: true }),
      ]),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(
      within(await screen.findByRole('radiogroup', { name: 'Color' })).getByRole('radio', { name: 'Rojo' }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Talla' })).getByRole('radio', { name: 'S' }),
    );
    const quantity = screen.getByRole('textbox', { name: 'Cantidad' }) as HTMLInputElement;
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Color' })).getByRole('radio', { name: 'Azul' }),
    );
    expect(quantity.value).toBe('4');
    expect(await screen.findByText('La cantidad solicitada excede las 2 disponibles')).toBeTruthy();
  });

  it('says "the only unit" when one is left', async () => {
    showProduct(product({ availability: 1 }));
    const quantity = (await screen.findByRole('textbox', { name: 'Cantidad' })) as HTMLInputElement;
    const user = userEvent.setup({ delay: null });
    await user.type(quantity, '2');
    expect(await screen.findByText('La cantidad solicitada excede la única unidad disponible')).toBeTruthy();
  });

  it('adds the picked variation and quantity to the cart and shows the reloaded cart', async () => {
    const fetchMock = stubApi({
      ...coinsStub(),
      'GET /api/store/products/camiseta': {
        body: variableProduct([variation(1, RED, S), variation(3, BLUE, null)]),
      },
      'POST /api/cart': { body: { items: [], count: 2 } },
    });
    renderRoutes(routes, { path: '/Products/camiseta' });
    const user = userEvent.setup({ delay: null });
    const add = await screen.findByRole('button', { name: 'Añadir al carrito' });
    // Which variation is bought is not known yet.
    expect((add as HTMLButtonElement).disabled).toBe(true);

    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Color' })).getByRole('radio', { name: 'Rojo' }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Talla' })).getByRole('radio', { name: 'S' }),
    );
    const quantity = screen.getByRole('textbox', { name: 'Cantidad' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(add);

    expect(await screen.findByText('Producto añadido al carrito.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver carrito' }).getAttribute('href')).toBe('/Cart');
    expect(callsTo(fetchMock, 'POST /api/cart').map((call) => call.body)).toEqual([
      { product_id: 1, variation_id: 1, quantity: 2 },
    ]);
  });

  it('shows a refusal to add in the server words', async () => {
    stubApi({
      ...coinsStub(),
      'GET /api/store/products/camara-reflex': { body: product({ availability: 4 }) },
      'POST /api/cart': {
        status: 422,
        body: { message: 'Cantidad no permitida', errors: { quantity: ['Producto sin disponibilidad'] } },
      },
    });
    renderRoutes(routes, { path: '/Products/camara-reflex' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Añadir al carrito' }));
    expect(await screen.findByText('Producto sin disponibilidad')).toBeTruthy();
  });

  it('shows out of stock without a quantity to pick', async () => {
    showProduct(product({ availability: 0 }));
    expect(await screen.findByText('Agotado')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Cantidad' })).toBeNull();
    expect(screen.queryByRole('button', { name: /carrito|cart/i })).toBeNull();
  });

  it('tells a shopper whose cart took the last units so, instead of asking them to wait for more', async () => {
    stubApi({
      ...coinsStub(),
      'GET /api/store/products/camara-reflex': { body: product({ availability: 0 }) },
      'GET /api/shop-cart-data': {
        body: { items: [{ product_id: 1, variation_id: null, quantity: 2, held_quantity: 2 }], count: 2 },
      },
    });
    renderRoutes(routes, { path: '/Products/camara-reflex' });
    expect(await screen.findByText(/Las últimas 2 unidades están en tu carrito\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver carrito' }).getAttribute('href')).toBe('/Cart');
    expect(screen.queryByRole('button', { name: 'Avísame' })).toBeNull();
    expect(screen.getByText('Agotado')).toBeTruthy();
  });

  it('shows the rating from the product itself, with its stars filled to the average and the ways to the reviews', async () => {
    const item = product({ rating: { average: 4.5, count: 2 } });
    const fetchMock = stubApi({ ...coinsStub(), [`GET /api/store/products/${item.slug}`]: { body: item } });
    renderRoutes(routes, { path: `/Products/${item.slug}` });
    const reviews = await screen.findByRole('link', { name: '2 valoraciones' });
    expect(reviews.getAttribute('href')).toBe('/Products/Review/Read/camara-reflex');
    expect(screen.getByText('4,5')).toBeTruthy();
    expect(screen.getByTestId('rating-stars').getAttribute('style')).toContain('--rating-filled: 90%');
    expect(screen.getByRole('link', { name: 'Escribir una reseña' }).getAttribute('href')).toBe(
      '/Products/Review/Write/camara-reflex',
    );
    // The summary comes with the product: the page asks for no reviews to show it.
    expect(callsTo(fetchMock, 'GET /api/products/camara-reflex/reviews')).toHaveLength(0);
  });

  it('says a product has no ratings yet, and still offers to write one', async () => {
    showProduct(product());
    expect(await screen.findByText('Sin valoraciones todavía')).toBeTruthy();
    expect(screen.queryByTestId('rating-stars')).toBeNull();
    expect(screen.getByRole('link', { name: 'Escribir una reseña' })).toBeTruthy();
  });

  it('lists the parts of a combo', async () => {
    showProduct(
      product({
        kind: 'combo',
        combo_items: [
          { name: 'Camiseta', slug: 'camiseta', variation_label: 'Rojo / S', quantity: 2 },
          { name: 'Gorra', slug: 'gorra', variation_label: null, quantity: 1 },
        ],
      }),
    );
    // By its words first: a role query over the whole page is slow in jsdom, and a busy CI machine made it time out.
    const title = await screen.findByText('Este combo incluye');
    expect(title.tagName).toMatch(/^H[1-6]$/);
    expect(screen.getByRole('link', { name: 'Camiseta (Rojo / S)' }).getAttribute('href')).toBe(
      '/Products/camiseta',
    );
    expect(screen.getByRole('link', { name: 'Gorra' })).toBeTruthy();
  });

  it('is the 404 page for a product that does not exist', async () => {
    stubApi({
      ...coinsStub(),
      'GET /api/store/products/nada': { status: 404, body: { message: 'No encontrado' } },
    });
    renderRoutes(routes, { path: '/Products/nada' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByText('/Products/nada')).toBeTruthy();
  });

  it('follows the coin picked elsewhere', async () => {
    showProduct(product({ coins: COINS }));
    await screen.findByRole('heading', { level: 1, name: 'Cámara réflex' });
    expect(screen.getAllByTestId('price')[0]?.textContent).toBe('10,00\u00a0$');
    const { chooseCoin } = await import('../../../lib/coin');
    chooseCoin('MLC');
    await waitFor(() => expect(screen.getAllByTestId('price')[0]?.textContent).toBe('12,00\u00a0MLC'));
  });
});
