import { ADMIN, openAdminArea, signedInCustomer, signInThroughForm } from './support/api';
import { firstPageText } from './support/pdf';
import { expect, test } from './support/test';

test('staff create an offer and a coupon; a shopper sees the offer price, applies the coupon and orders; staff invoice it', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now() % 100000;
  const name = `Arroz de oferta ${stamp}`;
  const coupon = `ARROZ-${stamp}`;

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminArea(page, 'Catálogo', 'Ofertas');
  await expect(page.getByRole('heading', { name: 'Ofertas', level: 1 })).toBeVisible();
  // The demo's running offers are listed with their state.
  await expect(page.getByText('Rebajas de calzado')).toBeVisible();
  await page.getByRole('link', { name: 'Nueva oferta' }).click();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await page.getByRole('textbox', { name: 'Porcentaje de descuento' }).fill('30');
  await page.getByRole('textbox', { name: 'Prioridad' }).fill('50');
  // The day as Spanish writes it, the time on 24 hours, on the shop's clock (decisions 047 and 052).
  await page.getByRole('textbox', { name: 'Empieza (día)' }).fill('01/01/2020');
  await page.getByRole('spinbutton', { name: 'Empieza (horas)' }).pressSequentially('08');
  await page.getByRole('spinbutton', { name: 'Empieza (minutos)' }).pressSequentially('00');
  await page.getByRole('textbox', { name: 'Termina (día)' }).fill('31/12/2040');
  await page.getByRole('spinbutton', { name: 'Termina (horas)' }).pressSequentially('20');
  await page.getByRole('spinbutton', { name: 'Termina (minutos)' }).pressSequentially('00');
  await page.getByRole('combobox', { name: 'Productos' }).fill('Arroz 5');
  await page.getByRole('option', { name: /Arroz 5 kg/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('Oferta creada; ahora rebaja 1 producto.')).toBeVisible();
  await expect(page.locator('tbody').getByText(name, { exact: true })).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: name }).getByText('En curso')).toBeVisible();

  const shopper = await browser.newPage();
  await shopper.goto('/Offers');
  await expect(
    shopper.getByRole('listitem').filter({ hasText: `${name}, hasta el 31 de diciembre de 2040` }),
  ).toBeVisible();
  const card = shopper.getByRole('article', { name: 'Arroz 5 kg' });
  await expect(card.getByText('-30 %')).toBeVisible();
  await expect(card.getByTestId('price')).toHaveText(/6,30/);
  await card.getByRole('link').first().click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Arroz 5 kg' })).toBeVisible();
  await expect(shopper.getByTestId('price').first()).toHaveText(/6,30/);
  await expect(shopper.getByTestId('regular-price').first()).toHaveText(/9,00/);
  await shopper.close();

  // Staff add a coupon for 10 %.
  await openAdminArea(page, 'Catálogo', 'Descuentos');
  await page.getByRole('link', { name: 'Nuevo descuento' }).click();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`Cupón del arroz ${stamp}`);
  await page.getByRole('textbox', { name: 'Código del cupón' }).fill(coupon.toLowerCase());
  await page.getByRole('textbox', { name: 'Porcentaje de descuento' }).fill('10');
  await page.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('Descuento creado')).toBeVisible();
  await expect(page.locator('tbody').getByText(coupon, { exact: true })).toBeVisible();

  // A shopper orders the rice at the offer price, with the coupon, to pick up.
  const { context, page: buyer } = await signedInCustomer(browser, baseURL, 'rosa');
  await buyer.goto('/Products/arroz-5-kg');
  await buyer.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(buyer.getByText('Producto añadido al carrito.')).toBeVisible();
  await buyer.goto('/Cart');
  await expect(buyer.getByText(name).first()).toBeVisible();
  await buyer.getByRole('link', { name: 'Continuar al pago' }).click();
  await buyer.getByText('Recogida en punto de venta', { exact: true }).click();
  await buyer.getByRole('radio', { name: /Tienda Vedado/ }).click();
  await buyer.getByRole('main').getByText('Efectivo al recoger', { exact: true }).click();
  await buyer.getByRole('textbox', { name: 'Cupón de descuento' }).fill(coupon);
  await buyer.getByRole('button', { name: 'Aplicar' }).click();
  await expect(buyer.getByText(`Cupón ${coupon} aplicado`)).toBeVisible();
  await expect(buyer.getByText(`Descuento: Cupón del arroz ${stamp}`)).toBeVisible();
  await expect(buyer.getByTestId('checkout-total')).toHaveText(/5,67/);
  await buyer.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(buyer.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible();
  const code = (await buyer.getByText(/Recibimos tu pedido P-\d+/).textContent())?.match(/P-\d+/)?.[0] ?? '';
  await context.close();

  // Staff invoice the order; the PDF shows the offer's line and the coupon's.
  await page.goto(`/admin/orders/${Number(code.slice(2))}/show`);
  await page.getByRole('region', { name: 'Factura' }).getByRole('button', { name: 'Emitir factura' }).click();
  await page.getByRole('link', { name: /^Ver la factura F-/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar PDF' }).click();
  const text = await firstPageText((await (await download).path()) ?? '');
  expect(text).toContain('Arroz 5 kg');
  expect(text).toContain(`Descuento: Cupón del arroz ${stamp}`);
  expect(text).toMatch(/5,67/);

  // Deleting the offer gives the product its own price back.
  await openAdminArea(page, 'Catálogo', 'Ofertas');
  await page
    .locator('tbody tr', { hasText: name })
    .getByRole('button', { name: `Eliminar ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Oferta eliminada')).toBeVisible();
  // Its row and the button that opened the dialog are gone: the focus goes to the list, not to the top of the page.
  await expect(page.locator('#main-content')).toBeFocused();
});
