import type { Page } from '@playwright/test';
import { ADMIN, signInThroughForm, WHOLESALER } from './support/api';
import { expect, test } from './support/test';

/**
 * Nothing runs past a phone's edge (WCAG 2.2 reflow, 1.4.10, asks it at 320 CSS px): no element reaches past the
 * screen unless a scroller of its own holds it (a row of products that swipes). Found at 320 px in the storefront's
 * header, and at 390 px in the back office's long choices, which were cut off unread.
 */
async function pastTheEdge(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    // A box that scrolls keeps its content on the screen; one that clips it (a map's pane of tiles) shows none of it
    // past its own edge.
    const scrolls = (element: Element) => /auto|scroll|hidden|clip/.test(getComputedStyle(element).overflowX);
    const held = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (scrolls(up)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const parent = element.parentElement?.getBoundingClientRect();
        return box.width > 0 && box.right > edge && (!parent || parent.right <= edge) && !held(element);
      })
      .map((element) => `${element.tagName} «${(element.textContent ?? '').trim().slice(0, 60)}»`);
  });
}

/** The words of a choice's options (a SegmentedControl) split across two lines, as "Variabl-e" or "Sim-ple" were. */
async function splitWords(page: Page): Promise<string[]> {
  return page.locator('.mantine-SegmentedControl-label').evaluateAll((labels) =>
    labels.flatMap((label) => {
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      const words: string[] = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
          if (lines.size > 1) words.push(word[0]);
        }
      }
      return words;
    }),
  );
}

/**
 * The boxes whose hint (or a date's "dd/mm/aaaa"), or with `'value'` whose text, is wider than the room the box
 * leaves for it, in its own font.
 */
async function cutHints(page: Page, what: 'placeholder' | 'value' = 'placeholder'): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page
    .locator(
      what === 'value'
        ? 'input:is(:not([type]), [type="text"], [type="email"]):visible'
        : 'input[placeholder]:visible',
    )
    .evaluateAll(
      (boxes, what) =>
        boxes.flatMap((box) => {
          const input = box as HTMLInputElement;
          const style = getComputedStyle(input);
          const pen = document.createElement('canvas').getContext('2d');
          if (!pen) return [];
          pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return pen.measureText(input[what]).width > room + 1 ? [input[what]] : [];
        }),
      what,
    );
}

/** Words cut off by a box that hides what overflows it (a figure's card, a choice's row), up to a scroller. */
async function hiddenWords(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')].flatMap((element) => {
      const words = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const box = element.getBoundingClientRect();
      if (!words || box.width <= 2) return [];
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (/auto|scroll/.test(overflow)) return [];
        const edge = up.getBoundingClientRect();
        if (
          /hidden|clip/.test(overflow) &&
          edge.width > 2 &&
          (box.right > edge.right + 1 || box.left < edge.left - 1)
        )
          return [(element.textContent ?? '').trim().slice(0, 40)];
      }
      return [];
    }),
  );
}

/** The labels of `selector`'s controls whose words run past the control's own box into its neighbour's. */
async function labelsPastTheirBox(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((controls) =>
    controls.flatMap((control) => {
      const range = document.createRange();
      range.selectNodeContents(control);
      const edge = control.getBoundingClientRect().right + 1;
      return [...range.getClientRects()].some((line) => line.right > edge)
        ? [(control.textContent ?? '').trim()]
        : [];
    }),
  );
}

/** Words that a box cuts with an ellipsis ("Pendie…", "ORDENA…"), as Mantine's badges do when squeezed. */
async function ellipsized(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')].flatMap((element) => {
      if (getComputedStyle(element).textOverflow !== 'ellipsis') return [];
      // The words' own boxes, not scrollWidth, which counts a visually hidden label (a badge's "Prioridad").
      const edge = element.getBoundingClientRect().right + 1;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (text.parentElement?.closest('[style*="clip"], .mantine-VisuallyHidden-root')) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        if ([...range.getClientRects()].some((word) => word.right > edge))
          return [(element.textContent ?? '').trim()];
      }
      return [];
    }),
  );
}

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('a shopper’s pages fit the screen: the header, the catalogue, a category, products and the cart', async ({
    page,
  }) => {
    // A heading's long word ("Electrodomésticos", "destornilladores") ran past the edge in its own box's stead.
    for (const path of [
      '/store',
      '/store?category=electrodomesticos',
      '/Products/cafe-cubita-molido-250-g',
      '/Products/juego-de-destornilladores',
      '/Cart',
      '/blog',
    ]) {
      await page.goto(path);
      expect(await pastTheEdge(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });

  test('a cart with a product fits the screen, the line’s remove button inside its card', async ({
    page,
  }) => {
    await page.goto('/Products/cafe-cubita-molido-250-g');
    await page.getByRole('button', { name: 'Añadir al carrito' }).last().click();
    await expect(page.getByText('Producto añadido al carrito')).toBeVisible();
    await page.goto('/Cart');
    const line = page.getByRole('article', { name: 'Café Cubita molido 250 g' });
    const remove = line.getByRole('button', { name: /Quitar/ });
    await expect(remove).toBeVisible();
    expect(await pastTheEdge(page)).toEqual([]);
    const card = await line.boundingBox();
    const button = await remove.boundingBox();
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));
  });

  test('a signed-in shopper’s header fits the screen too', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    for (const path of ['/store', '/Cart']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /Menú de la cuenta de/ })).toBeVisible();
      expect(await pastTheEdge(page), path).toEqual([]);
      // Not a pixel sideways: the menu's arrow once pushed the page 1 px wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });

  test('staff’s long buttons wrap inside the screen, and each variation’s SKU reads whole', async ({
    page,
  }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/products/tenis-de-correr/edit');
    const generate = page.getByRole('button', { name: 'Generar todas las combinaciones' });
    await generate.scrollIntoViewIfNeeded();
    await expect(generate).toBeVisible();
    expect(await pastTheEdge(page)).toEqual([]);
    // Beside its label, a variation's SKU read "CALZ-000095-", without the number that tells it from the next.
    await expect(page.getByRole('textbox', { name: 'SKU de la variación 1' })).toHaveValue('CALZ-000095-1');
    expect(await cutHints(page, 'value')).toEqual([]);
  });

  test('a shopper reads every choice of a gift card’s beneficiary', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.goto('/Profile/shopping_card');
    await page
      .getByRole('link', { name: /^Abrir la tarjeta/ })
      .first()
      .click();
    // "Una persona" ended in "Una p", the rest cut off by the choice's own box.
    const person = page.getByText('Una persona', { exact: true });
    await person.scrollIntoViewIfNeeded();
    expect(await hiddenWords(page)).toEqual([]);
    expect(await splitWords(page)).toEqual([]);
    expect(await pastTheEdge(page)).toEqual([]);
  });

  test('staff read a choice’s options whole, here and on a wide screen: a product’s kind, the distance’s reckoning', async ({
    page,
  }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    for (const width of [320, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/admin/products/cafe-cubita-molido-250-g/edit');
      await expect(page.getByText('Tipo de producto')).toBeVisible();
      await page.getByText('Variable', { exact: true }).scrollIntoViewIfNeeded();
      expect(await splitWords(page), `${width} px`).toEqual([]);
      expect(await pastTheEdge(page), `${width} px`).toEqual([]);
      await page.goto('/admin/settings/Generals');
      await page.getByRole('tab', { name: 'Envío' }).click();
      await expect(page.getByText('En línea recta')).toBeVisible();
      expect(await splitWords(page), `${width} px`).toEqual([]);
    }
  });

  test('a shopper reads a product card’s badges whole', async ({ page }) => {
    await page.goto('/store?category=alimentos');
    // Two cards abreast, "Últimas unidades" ended in "ÚLTIMAS UNI…".
    await expect(page.getByText('Últimas unidades').first()).toBeVisible();
    expect(await ellipsized(page)).toEqual([]);
  });

  test('staff read every category’s name and address whole', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/categories');
    // A subcategory's name and address ended in "Teléfonos y acceso…" and "telefonos-y-accesor…".
    await expect(page.getByText('Teléfonos y accesorios', { exact: true })).toBeVisible();
    expect(await ellipsized(page)).toEqual([]);
    expect(await pastTheEdge(page)).toEqual([]);
  });

  test('staff read a picture’s main badge and an order’s payment status whole, in both languages', async ({
    page,
    baseURL,
  }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    // Two pictures abreast cut "Principal" beside its bin.
    await page.goto('/admin/products/arroz-5-kg/edit');
    await expect(page.getByText('Principal', { exact: true })).toBeVisible();
    expect(await ellipsized(page)).toEqual([]);
    // Beside its 120 px label, an order's payment read "Payment pen…".
    await page.context().addCookies([{ name: 'locale', value: 'en-US', url: baseURL as string }]);
    await page.goto('/admin/orders?payment_status=pending');
    await page
      .getByRole('link', { name: /^P-\d+$/ })
      .first()
      .click();
    await expect(page.getByText('Payment status', { exact: true })).toBeVisible();
    expect(await ellipsized(page)).toEqual([]);
    expect(await pastTheEdge(page)).toEqual([]);
  });

  test('staff read a review criterion’s answers whole, and the hint of a new one', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/criterias');
    // Beside its count of reviews and its bin, an answer's field showed "Más de un d" and "Nueva respuest".
    await expect(page.getByRole('textbox', { name: /Más de un día/ })).toBeVisible();
    expect(await cutHints(page, 'value')).toEqual([]);
    expect(await cutHints(page)).toEqual([]);
    expect(await pastTheEdge(page)).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a signed-in shopper reads the address a sold-out product will write to', async ({ page }) => {
    await signInThroughForm(page, WHOLESALER.email, WHOLESALER.password);
    await page.goto('/Products/galletas-de-sal');
    // Beside its button the field showed "mayorista@demo.shop.loca".
    const address = page.getByRole('textbox', { name: 'Tu correo electrónico' });
    await expect(address).toHaveValue(WHOLESALER.email);
    expect(await cutHints(page, 'value')).toEqual([]);
  });

  test('staff read every choice of the shipping and mail settings whole', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/settings/Generals');
    for (const tab of ['Envío', 'Correo']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect(await pastTheEdge(page), tab).toEqual([]);
    }
    await page.goto('/admin/criterias');
    expect(await pastTheEdge(page), '/admin/criterias').toEqual([]);
  });

  test('staff tick every product of a page at once over the cards, as over a table', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/products/list');
    const all = page.getByRole('checkbox', { name: 'Seleccionar todas las filas de esta página' });
    // It was a box for screen readers only where the rows stack into cards.
    await expect(all).toBeVisible();
    await all.check();
    await expect(page.getByRole('button', { name: 'Ocultar de la tienda' })).toBeVisible();
    const boxes = page.getByRole('checkbox', { name: /^Seleccionar / });
    expect(await boxes.count()).toBeGreaterThan(2);
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    expect(await pastTheEdge(page)).toEqual([]);
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the header keeps its search whole and its controls on the screen, for a guest and a signed-in shopper', async ({
    page,
  }) => {
    const search = page.getByRole('combobox', { name: 'Buscar en la tienda' });
    for (const signedIn of [false, true]) {
      if (signedIn) await signInThroughForm(page, ADMIN.email, ADMIN.password);
      await page.goto('/store');
      expect(await pastTheEdge(page)).toEqual([]);
      // It was a sliver under the coin menu, at an iPad's width.
      expect((await search.boundingBox())?.width ?? 0).toBeGreaterThan(600);
      await page.getByRole('button', { name: 'Mostrar u ocultar la navegación' }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: 'Ofertas' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });

  test('a reader sees the blog’s search hint whole, in English too', async ({ page, baseURL }) => {
    // A third of the filters' row cut "Coffee, delivery, savings…" to "Coffee, delivery, savings".
    await page.context().addCookies([{ name: 'locale', value: 'en-US', url: baseURL as string }]);
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 1024 });
      await page.goto('/blog');
      await expect(page.getByRole('searchbox', { name: 'Search the blog' })).toBeVisible();
      expect(await cutHints(page), `${width} px`).toEqual([]);
    }
  });

  test('a guest’s header on a tablet across keeps its search’s hint whole, and sign-in a click away', async ({
    page,
  }) => {
    // At 1024 px "Iniciar sesión" and "Registrarse" beside it left the search 194 px: "Buscar productos y".
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/store');
    const search = page.getByRole('combobox', { name: 'Buscar en la tienda' });
    await expect(search).toHaveAttribute('placeholder', 'Buscar productos y categorías');
    expect(await cutHints(page)).toEqual([]);
    await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/Auth\/Login$/);
    // Wide enough, both stand beside the search again.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/store');
    await expect(page.getByRole('link', { name: 'Registrarse' })).toBeVisible();
    expect(await cutHints(page)).toEqual([]);
  });
});

/**
 * A tablet upright (768 px) and the narrowest screen with the back office's sidebar beside the page (1024 px, md).
 * The sidebar was beside the page from sm (600 px), leaving it 460 px at 768: the bugs below were found there.
 */
test.describe('on a tablet, the back office', () => {
  test.use({ viewport: { width: 768, height: 1024 } });
  const WIDTHS = [768, 1024];

  test('staff open the sidebar as a drawer, and the page has the whole screen', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/banners');
    await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Navegación de la administración' });
    await expect(sidebar).not.toBeInViewport();
    // Nor can the keyboard reach it: from the top of the page, the skip link, the menu's button and the header's
    // three controls, then the page's own.
    for (let stop = 0; stop < 7; stop++) await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Buscar banners' })).toBeFocused();
    await page.getByRole('button', { name: 'Mostrar u ocultar la navegación' }).click();
    await sidebar.getByRole('link', { name: 'Testimonios' }).click();
    await expect(page.getByRole('heading', { name: 'Testimonios', level: 1 })).toBeVisible();
    await expect(sidebar).not.toBeInViewport();
    // The page has the screen's whole width: a list's table 736 px rather than 460.
    const main = await page.getByRole('main').boundingBox();
    expect(main?.x).toBe(0);
  });

  test('staff read a list’s badges and order numbers whole', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    // The orders' statuses read "Pendie…", a banner's screens "ORDENA…", a role's "ROL DEL SISTE…"; an order's
    // number broke after "P-".
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1024 });
      for (const path of ['/admin/orders', '/admin/banners', '/admin/roles']) {
        await page.goto(path);
        expect(await ellipsized(page), `${path} at ${width} px`).toEqual([]);
      }
      await page.goto('/admin/orders');
      const number = page.getByRole('link', { name: /^P-\d+$/ }).first();
      const lines = await number.evaluate((link) => link.getClientRects().length);
      expect(lines, `${width} px`).toBe(1);
    }
  });

  test('staff see every column of an order without scrolling sideways, and sort the cards', async ({
    page,
  }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    // The orders' table needs 960 px: in a tablet's 736 its payment, contacted and buttons columns sat off to the
    // right behind a sideways scroll. Where it does not fit, each order is a card of lines, sorted by buttons above.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1024 });
      await page.goto('/admin/orders');
      const first = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^P-\d+$/ }) });
      const payment = first.first().getByRole('cell', { name: /^Pago/ });
      await expect(payment).toBeInViewport();
      const list = page.getByRole('table', { name: 'Pedidos' }).locator('xpath=../..');
      expect(
        await list.evaluate((box) => box.scrollWidth - box.clientWidth),
        `${width} px`,
      ).toBeLessThanOrEqual(1);
      await page.getByRole('button', { name: 'Total' }).click();
      await expect(page).toHaveURL(/sort=total/);
      await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
    }
    // Where it fits, it is a table whose headers read across the top.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.getByRole('columnheader', { name: 'Cliente' })).toBeVisible();
  });

  test('staff read an offer’s days, a rate’s coin and the sales’ figures whole', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    // The offer's days read "29/11/" beside their times; "Elige una moneda" ended at "Elige una m"; a third of the
    // row cut "2247,41 MLC" and hid its badge.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1024 });
      for (const path of [
        '/admin/offers/Create',
        '/admin/exchangeRates/create',
        '/admin/exchangeRates/CreateBatch',
      ]) {
        await page.goto(path);
        expect(await cutHints(page), `${path} at ${width} px`).toEqual([]);
      }
      for (const path of ['/admin/analytics/Sales', '/admin/analytics/Login']) {
        await page.goto(path);
        await expect(page.getByText('Antes:').first()).toBeVisible();
        expect(await hiddenWords(page), `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test('staff read a coin’s whole name, in its form and in a rate’s', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    // A third of the row cut "Moneda libremente convertible" in the coin's form, and in a rate's coin.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1024 });
      await page.goto('/admin/coins');
      await page.getByRole('link', { name: 'Editar la moneda MLC' }).click();
      await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(
        'Moneda libremente convertible',
      );
      expect(await cutHints(page, 'value'), `${width} px`).toEqual([]);
      await page.goto('/admin/exchangeRates');
      await page
        .getByRole('link', { name: /^Editar la tasa de MLC/ })
        .first()
        .click();
      await expect(page.getByRole('combobox', { name: 'Moneda' })).toHaveValue(
        /Moneda libremente convertible/,
      );
      expect(await cutHints(page, 'value'), `${width} px`).toEqual([]);
    }
  });

  test('beside the sidebar, staff read an order’s prices and a product’s main picture whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    // An order's lines kept 480 px beside its actions and hid their prices and totals behind a sideways scroll; six
    // pictures abreast cut "Principal" to "P…".
    await page.goto('/admin/orders');
    await page
      .getByRole('link', { name: /^P-\d+$/ })
      .first()
      .click();
    const quantity = page.getByRole('columnheader', { name: 'Cantidad' });
    await expect(quantity).toBeVisible();
    const scroller = quantity.locator('xpath=ancestor::table/../..');
    expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
    await page.goto('/admin/products/arroz-5-kg/edit');
    await expect(page.getByText('Principal', { exact: true })).toBeVisible();
    expect(await ellipsized(page)).toEqual([]);
  });

  test('staff read a product’s switches whole, none running into the next', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    // Four abreast beside the sidebar, "Descargable" and "Reservable" ran under the next switch ("Descarga",
    // "Reservab") and "Venta minorista" past the card.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1024 });
      await page.goto('/admin/products/combo-desayuno/edit');
      await expect(page.getByText('Descargable')).toBeVisible();
      expect(await labelsPastTheirBox(page, '.mantine-Switch-root'), `${width} px`).toEqual([]);
      expect(await hiddenWords(page), `${width} px`).toEqual([]);
    }
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the back office’s boxes show their hints whole: the lists’ searches and filters', async ({
    page,
  }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    for (const path of ['/admin/orders', '/admin/gift_Cards', '/admin/products', '/admin/reports/catalog']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await cutHints(page), path).toEqual([]);
    }
  });

  test('staff tell a product’s variations apart by their whole SKUs, in a table that needs no scrolling', async ({
    page,
  }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/products/camiseta-basica/edit');
    // Every SKU read "ROPA-000089", its number of variation cut off.
    const first = page.getByRole('textbox', { name: 'SKU de la variación 1' });
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveValue(/^ROPA-\d+-1$/);
    expect(await cutHints(page, 'value')).toEqual([]);
    const scroller = first.locator('xpath=ancestor::table/../..');
    expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
  });
});
