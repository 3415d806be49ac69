import {
  ADMIN,
  apiAs,
  beneficiaryThroughApi,
  csrf,
  PASSWORD,
  pickupOrderThroughApi,
  registerCustomer,
  signedInCustomer,
  signInThroughForm,
  uniqueEmail,
} from './support/api';
import { expect, test, watchHydration } from './support/test';

test('a shopper shares a cart, signs in, adds a beneficiary, places a cash-on-delivery order; staff changes its status and the shopper sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('ana');
  const shopperContext = await browser.newContext({ baseURL, locale: 'es-ES' });
  const registering = await shopperContext.newPage();
  await registerCustomer(registering, email);
  await registering.close();
  await shopperContext.clearCookies();

  // Anonymous: a variation of a variable product goes into the cart.
  const shopper = await shopperContext.newPage();
  await shopper.goto('/store');
  await shopper.getByRole('searchbox', { name: 'Buscar productos' }).fill('camiseta basica');
  await expect(shopper).toHaveURL(/search=camiseta/);
  // The address changes as the search is sent; the shopper taps a result once the results are shown (a tap on the
  // front's list as it gives way to them was lost about once in six runs, before and after this session's changes).
  await expect(shopper.getByRole('heading', { name: 'Resultados para «camiseta basica»' })).toBeVisible();
  await shopper.getByRole('link', { name: 'Camiseta básica' }).first().click();
  await expect(shopper.getByRole('heading', { name: 'Camiseta básica' })).toBeVisible();
  await shopper.locator('label', { hasText: /^Negro$/ }).click();
  await shopper.locator('label', { hasText: /^S$/ }).click();
  await shopper.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(shopper.getByText('Producto añadido al carrito.')).toBeVisible();

  // The cart link carries its lines: a friend who opens it sees them.
  await shopper.goto('/Cart');
  await expect(shopper.getByText('Camiseta básica').first()).toBeVisible();
  await shopper.getByRole('button', { name: 'Compartir carrito' }).click();
  const link = await shopper.getByRole('textbox', { name: 'Enlace para compartir' }).inputValue();
  expect(link).toContain('/Cart/share-cart/');
  const friendContext = await browser.newContext({ baseURL, locale: 'es-ES' });
  const friend = await friendContext.newPage();
  const hydrated = watchHydration(friend);
  await friend.goto(link);
  await expect(friend.getByRole('heading', { name: 'Carrito compartido' })).toBeVisible();
  await expect(friend.getByText('Camiseta básica').first()).toBeVisible();
  await expect(friend.getByRole('button', { name: 'Añadir a mi carrito' })).toBeEnabled();
  // A link mangled in a message names no cart: the page says so, as the server's 404.
  const broken = await friend.goto(link.replace(/share-cart\/.*/, 'share-cart/no-es-un-carrito'));
  expect(broken?.status()).toBe(404);
  await expect(friend.getByText('El enlace del carrito compartido no es válido')).toBeVisible();
  hydrated();
  await friendContext.close();
  // Opened on a phone whose scripts have not run yet, the lines are already in the page.
  const noScript = await browser.newContext({ baseURL, locale: 'es-ES', javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto(link);
  await expect(reader.getByText('Camiseta básica').first()).toBeVisible();
  await noScript.close();

  // Signing in keeps what the anonymous cart held.
  await signInThroughForm(shopper, email, PASSWORD);
  await shopper.goto('/Cart');
  await expect(shopper.getByText('Camiseta básica').first()).toBeVisible();

  // A slip of the finger on the bin is undone from the notice that follows.
  await shopper.getByRole('button', { name: 'Quitar Camiseta básica del carrito' }).click();
  await expect(shopper.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  await expect(shopper.getByText('Quitaste Camiseta básica (Negro / S) del carrito.')).toBeVisible();
  await shopper.getByRole('button', { name: 'Deshacer' }).click();
  await expect(shopper.getByRole('article', { name: 'Camiseta básica' })).toBeVisible();

  // A beneficiary, from the account menu.
  await shopper.getByRole('button', { name: 'Menú de la cuenta' }).click();
  await shopper.getByRole('menuitem', { name: 'Beneficiarios' }).click();
  await expect(shopper).toHaveURL(/\/Profile\/Beneficiaries/);
  await shopper.getByRole('button', { name: 'Añadir beneficiario' }).click();
  const dialog = shopper.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('María');
  await dialog.getByRole('textbox', { name: 'Apellidos', exact: true }).fill('González');
  await dialog.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('52345678');
  // A province typed that the country does not have is said so, not met with an empty list.
  const province = dialog.getByRole('combobox', { name: 'Provincia' });
  await province.fill('Lima');
  await expect(shopper.getByRole('listbox', { name: 'Provincia' }).getByText('Sin resultados')).toBeVisible();
  await province.fill('Haba');
  await shopper.getByRole('option', { name: 'La Habana' }).click();
  await dialog.getByRole('combobox', { name: 'Municipio' }).click();
  await shopper.getByRole('option', { name: 'Plaza de la Revolución' }).click();
  await dialog.getByRole('textbox', { name: 'Calle principal', exact: true }).fill('Calle 23');
  await dialog.getByRole('textbox', { name: 'Entre la calle', exact: true }).fill('L');
  await dialog.getByRole('textbox', { name: 'Y la calle', exact: true }).fill('M');
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(shopper.getByText('Beneficiario añadido')).toBeVisible();
  await expect(shopper.getByText('Calle 23 entre L y M')).toBeVisible();

  // The checkout: home delivery to María, a point on the map, cash on delivery.
  await shopper.goto('/Cart');
  await shopper.getByRole('link', { name: 'Continuar al pago' }).click();
  await expect(shopper.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await shopper.getByText('Entrega a domicilio', { exact: true }).click();
  // The chosen card shows its radio, filled: the storefront loads the choice cards' styles with the checkout.
  const home = shopper.getByRole('radio', { name: /^Entrega a domicilio/ });
  await expect(home).toHaveAttribute('aria-checked', 'true');
  await expect(home.locator('.mantine-RadioIndicator-indicator')).toBeVisible();
  await expect(home).toHaveCSS('border-top-style', 'solid');
  await shopper.getByRole('radio', { name: /^María González/ }).click();
  // The browser does not let the shop read where the phone is: the shopper is told so, and marks the place by hand.
  await shopper.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expect(
    shopper.getByRole('alert').filter({ hasText: 'No tenemos permiso para ver tu ubicación.' }),
  ).toBeVisible();
  // Tiles cannot load here; the map still takes a click.
  await shopper.getByRole('application', { name: 'Lugar de entrega en el mapa' }).click();
  await expect(shopper.getByRole('textbox', { name: 'Latitud' })).not.toHaveValue('');
  // Only the transfer, paid before the order is prepared, has a time limit; cash on delivery has none.
  await expect(shopper.getByText('Págalo en la próxima hora; si no, el pedido se cancela.')).toHaveCount(1);
  await shopper.getByRole('main').getByText('Efectivo contra entrega', { exact: true }).click();
  await shopper.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(shopper.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible();
  const code = (await shopper.getByText(/Recibimos tu pedido P-\d+/).textContent())?.match(/P-\d+/)?.[0];
  expect(code).toBeTruthy();
  const orderUrl = shopper.url().replace('success-page', 'show');

  await shopper.goto('/Profile/Orders');
  const mine = shopper.getByRole('article', { name: code as string });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Pendiente', { exact: true })).toBeVisible();

  // Staff confirms it, with a reason.
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto(new URL(orderUrl).pathname.replace(/^\/orders/, '/admin/orders'));
  await expect(page.getByText(code as string).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Nuevo estado' }).click();
  await page.getByRole('option', { name: 'Confirmado' }).click();
  await page
    .getByRole('textbox', { name: 'Motivo (opcional)' })
    .fill('Pago en efectivo acordado por teléfono');
  await page.getByRole('button', { name: 'Cambiar estado' }).click();
  await expect(page.getByText('Estado cambiado exitosamente')).toBeVisible();
  // A note for the rest of the staff, which the shopper never sees and the packing sheet leaves out.
  const notes = page.getByRole('region', { name: 'Notas internas' });
  await notes.getByRole('textbox', { name: 'Nueva nota' }).fill('Llamar al llegar: el timbre no funciona');
  await notes.getByRole('button', { name: 'Añadir nota' }).click();
  await expect(page.getByText('Nota añadida')).toBeVisible();
  await expect(notes.getByText('Llamar al llegar: el timbre no funciona')).toBeVisible();
  // A message to the customer, which they read on their order and by mail (decision 106).
  const messages = page.getByRole('region', { name: 'Mensajes con el cliente' });
  await messages.getByRole('textbox', { name: 'Nuevo mensaje' }).fill('Lo llevamos mañana por la tarde.');
  await messages.getByRole('button', { name: 'Enviar al cliente' }).click();
  await expect(page.getByText('Mensaje enviado al cliente')).toBeVisible();
  await expect(messages.getByText(/^Enviado por Super Administrador el /)).toBeVisible();

  // Printed on A4 as a packing sheet: every column of the order's lines on the paper (the total fell past its edge
  // with the sidebar beside it), without the sidebar, the buttons or the actions.
  const printButton = page.getByRole('button', { name: 'Imprimir' });
  await expect(printButton).toBeVisible();
  await page.setViewportSize({ width: 794, height: 1123 });
  // From the top of the sheet, where the lines are (adding the note scrolled down to it).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.emulateMedia({ media: 'print' });
  await expect(printButton).toBeHidden();
  await expect(page.getByRole('link', { name: 'Panel de administración' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Acciones' })).toBeHidden();
  await expect(notes).toBeHidden();
  const lines = page.getByRole('region', { name: 'Productos' });
  await expect(lines.locator('tbody tr').first().getByRole('cell').last()).toBeInViewport({ ratio: 1 });
  await page.emulateMedia({ media: 'screen' });

  // The shopper's orders say the shop wrote (decision 109)…
  await shopper.goto('/Profile/Orders');
  await expect(
    shopper.getByRole('article', { name: code as string }).getByText('1 mensaje nuevo de la tienda'),
  ).toBeVisible();
  // …and the order shows the new status and its reason.
  await shopper.goto(orderUrl);
  await expect(shopper.getByText('Confirmado', { exact: true }).first()).toBeVisible();
  await expect(shopper.getByText(/si no, el pedido se cancela/)).toHaveCount(0);
  await expect(shopper.getByText('Pago en efectivo acordado por teléfono')).toBeVisible();
  await expect(shopper.getByText('el timbre no funciona')).toHaveCount(0);
  await expect(
    shopper
      .getByRole('region', { name: 'Mensajes con la tienda' })
      .getByText('Lo llevamos mañana por la tarde.'),
  ).toBeVisible();
  await expect(
    shopper.getByRole('region', { name: 'Mensajes con la tienda' }).getByText('Nuevo'),
  ).toBeVisible();
  // Where it goes, written as everywhere else in the shop (it read "Calle 23 (L y M)" here, in any language).
  await expect(shopper.getByText('Calle 23 entre L y M', { exact: true })).toBeVisible();
  // The shopper prints it too (to show at the door or the counter): the order alone on the paper.
  const printMine = shopper.getByRole('button', { name: 'Imprimir' });
  await expect(printMine).toBeVisible();
  await shopper.emulateMedia({ media: 'print' });
  await expect(printMine).toBeHidden();
  await expect(shopper.getByRole('banner')).toBeHidden();
  await expect(shopper.getByRole('link', { name: 'Todos mis pedidos' })).toBeHidden();
  await expect(shopper.getByText('Pago en efectivo acordado por teléfono')).toBeVisible();
  await expect(shopper.getByRole('region', { name: 'Mensajes con la tienda' })).toBeHidden();
  await shopper.emulateMedia({ media: 'screen' });
  // The shopper answers the shop's message from the order (decision 107)…
  const conversation = shopper.getByRole('region', { name: 'Mensajes con la tienda' });
  await conversation.getByRole('textbox', { name: 'Escribe a la tienda' }).fill('Perfecto, estaré en casa.');
  await conversation.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(shopper.getByText('Mensaje enviado a la tienda')).toBeVisible();
  await expect(conversation.getByText('Perfecto, estaré en casa.')).toBeVisible();
  // …and staff find the order among those waiting for an answer, and read it there.
  await page.goto('/admin/orders?messages=waiting');
  await page.getByRole('link', { name: code as string }).click();
  await expect(
    page.getByRole('region', { name: 'Mensajes con el cliente' }).getByText('Perfecto, estaré en casa.'),
  ).toBeVisible();
  // Staff see when the customer saw their message on the order (decision 109).
  await expect(
    page.getByRole('region', { name: 'Mensajes con el cliente' }).getByText(/^Visto por el cliente el /),
  ).toBeVisible();

  // On a phone each line of the order is a card: its quantity and total are on screen, for the shopper and for
  // staff, not in columns off to the right of a table wider than the screen.
  for (const reader of [shopper, page]) {
    await reader.setViewportSize({ width: 390, height: 844 });
    await reader.evaluate(() => window.scrollTo(0, 0));
    const total = reader.locator('tbody tr').first().getByRole('cell').last();
    await expect(total).toHaveAttribute('data-label', 'Total');
    await expect(total).toBeInViewport({ ratio: 1 });
  }
  await shopperContext.close();

  // Staff go from the order to the customer's account, which lists what they ordered, and on to all their orders.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('region', { name: 'Cliente' }).getByRole('link', { name: 'Ver su cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Editar a Ana Pérez' })).toBeVisible();
  // What staff keep in mind about her (decision 104), read on each of her orders.
  const note = page.getByRole('region', { name: 'Nota interna' });
  await note
    .getByRole('textbox', { name: 'Qué debe saber el equipo' })
    .fill('Llamar antes de entregar: trabaja de mañana.');
  await note.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(page.getByText('Nota guardada')).toBeVisible();
  await expect(note.getByText(/^Escrita por Super Administrador el /)).toBeVisible();
  const theirOrders = page.getByRole('region', { name: 'Sus pedidos' });
  await expect(theirOrders.getByText(/^1 pedido · el /)).toBeVisible();
  await expect(theirOrders.getByRole('link', { name: code as string })).toBeVisible();
  await expect(theirOrders.getByText('Confirmado', { exact: true })).toBeVisible();
  await theirOrders.getByRole('link', { name: 'Ver su pedido en Pedidos' }).click();
  await expect(page.getByRole('button', { name: 'Cliente: Ana Pérez' })).toBeVisible();
  await expect(page.getByRole('link', { name: code as string })).toBeVisible();
  await expect(page.getByText('1 pedido', { exact: true })).toBeVisible();
  // Their orders, exported as the list shows them: a spreadsheet's row each, in Spanish.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar' }).click();
  const { readFile } = await import('node:fs/promises');
  const [headings, row, ...rest] = (await readFile(await (await download).path(), 'utf8')).split('\r\n');
  expect(headings).toMatch(
    /^\uFEFFPedido;Fecha;Cliente;Correo;Venta;Tomado por;Estado;Pago;Forma de pago;Entrega;/,
  );
  // The administrator reads the sold products report: what the order left comes last (decision 112).
  expect(headings).toMatch(/;Pagado;Costo;Ganancia;Unidades sin costo$/);
  expect(row).toMatch(
    new RegExp(
      `^${code};[\\d-]+ [\\d:]+;Ana Pérez;[^;]+;Minorista;;Confirmado;Pago pendiente;Efectivo contra entrega;`,
    ),
  );
  expect(rest).toEqual(['']);
  // Their recipient calls: staff find the order by the phone as it is said, spaces and all.
  const search = page.getByRole('searchbox', { name: 'Buscar pedidos' });
  await search.fill('5 234 5678');
  await expect(page).toHaveURL(/search=5/);
  await expect(page.getByRole('link', { name: code as string })).toBeVisible();
  await page.getByRole('link', { name: code as string }).click();
  await expect(
    page.getByRole('region', { name: 'Cliente' }).getByText('Llamar antes de entregar: trabaja de mañana.'),
  ).toBeVisible();
  await page.goBack();
  await search.fill('5 234 0000');
  await expect(page.getByText('Ningún pedido coincide con la búsqueda o los filtros.')).toBeVisible();
});

test('staff take an order for a customer who calls: found, a new address added, delivered there, theirs from then on, and taken again', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email, context, page: customer } = await signedInCustomer(browser, baseURL, 'llama');

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: 'Nuevo pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Buscar al cliente' }).fill(email);
  await page.getByRole('option', { name: `Ana Pérez · ${email}` }).click();
  const product = page.getByRole('combobox', { name: 'Añadir un producto' });
  await product.fill('cubita');
  await page.getByRole('option', { name: /^Café Cubita molido 250 g · / }).click();
  await expect(page.getByRole('textbox', { name: 'Cantidad de Café Cubita molido 250 g' })).toHaveValue('1');

  // Home delivery: the caller has no address yet; staff add one to their address book, and the order goes there.
  await page.getByRole('radio', { name: 'Entrega a domicilio' }).check();
  await expect(page.getByText(/^Este cliente aún no tiene direcciones guardadas/)).toBeVisible();
  await page.getByRole('button', { name: 'Añadir una dirección' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva dirección del cliente' });
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Julia');
  await dialog.getByRole('textbox', { name: 'Apellidos', exact: true }).fill('Martínez');
  await dialog.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('55667788');
  await dialog.getByRole('combobox', { name: 'Provincia' }).fill('Haba');
  await page.getByRole('option', { name: 'La Habana' }).click();
  await dialog.getByRole('combobox', { name: 'Municipio' }).click();
  await page.getByRole('option', { name: 'Plaza de la Revolución' }).click();
  await dialog.getByRole('textbox', { name: 'Calle principal', exact: true }).fill('Paseo');
  await dialog.getByRole('textbox', { name: 'Entre la calle', exact: true }).fill('25');
  await dialog.getByRole('textbox', { name: 'Y la calle', exact: true }).fill('27');
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page.getByText('Dirección añadida a las del cliente')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Dirección de entrega' })).toHaveValue(
    /^Julia Martínez · Paseo entre 25 y 27/,
  );
  await page.getByRole('application', { name: 'Lugar de entrega en el mapa' }).click();
  await expect(page.getByRole('textbox', { name: 'Latitud' })).not.toHaveValue('');
  await page.getByRole('combobox', { name: 'Forma de pago' }).click();
  await page.getByRole('option', { name: 'Efectivo contra entrega' }).click();
  const summary = page.getByRole('region', { name: 'Resumen' });
  await expect(summary.getByText('1 × 4,50 $')).toBeVisible();
  await expect(summary.getByText('Total a pagar')).toBeVisible();
  await summary.getByRole('button', { name: 'Crear pedido' }).click();

  // The order's page: the customer's order, and who took it.
  await expect(page.getByRole('heading', { name: /^Pedido P-\d+$/, level: 1 })).toBeVisible();
  const code = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Pedido ', '');
  await expect(page.getByText(`Pedido ${code} creado a nombre de Ana Pérez`)).toBeVisible();
  const customerCard = page.getByRole('region', { name: 'Cliente' });
  await expect(customerCard.getByText(email)).toBeVisible();
  await expect(customerCard.getByText(/^Tomado por .+ en nombre del cliente$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Destinatario' }).getByText('Julia Martínez')).toBeVisible();
  // The orders that person took, in the list (decision 099): this one among them, saying who took it.
  await customerCard.getByRole('link', { name: /^Pedidos tomados por / }).click();
  await expect(page.getByRole('button', { name: /^Tomados por: / })).toBeVisible();
  const takenRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: code }) });
  await expect(takenRow.getByRole('button', { name: /^Tomado por / })).toBeVisible();
  await page.goBack();
  // "Lo de siempre": the order taken again, its customer and products already there.
  await page.getByRole('link', { name: 'Repetir pedido' }).click();
  await expect(page.getByText(`Repites el pedido ${code}`)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cantidad de Café Cubita molido 250 g' })).toHaveValue('1');

  // The customer finds it among their orders, told the shop's team took it for them, and the address in their
  // address book.
  await customer.goto('/Profile/Orders');
  await expect(customer.getByRole('article', { name: code })).toBeVisible();
  await customer.getByRole('link', { name: code }).click();
  await expect(customer.getByText('Nuestro equipo tomó este pedido en tu nombre.')).toBeVisible();
  await customer.goto('/Profile/Beneficiaries');
  await expect(customer.getByText('Paseo entre 25 y 27')).toBeVisible();
  await context.close();
});

test('a shopper cancels an order placed by mistake from its page; then it cannot be paid nor cancelled again, only ordered again', async ({
  browser,
  baseURL,
}) => {
  const { email, context, page } = await signedInCustomer(browser, baseURL, 'cancela');
  const api = await apiAs(baseURL ?? '', email, PASSWORD);
  const code = `P-${String(await pickupOrderThroughApi(api, 'cafe-cubita-molido-250-g')).padStart(6, '0')}`;

  await page.goto('/store');
  await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Mis pedidos' }).click();
  await page.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: `Pedido ${code}`, level: 1 })).toBeVisible();
  // Asked first; "Mantener el pedido" leaves it as it was.
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('dialog', { name: `¿Cancelar el pedido ${code}?` });
  await dialog.getByRole('button', { name: 'Mantener el pedido' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();

  await expect(page.getByText('Pedido cancelado')).toBeVisible();
  await expect(page.getByText('Cancelado por el cliente')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pagar con tarjeta de regalo' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Todos mis pedidos' }).click();
  await expect(page.getByRole('article', { name: code })).toContainText('Cancelado');

  // Cancelled by mistake after all: "Volver a pedir" puts its products back in the cart at today's prices.
  await page.getByRole('link', { name: code }).click();
  await page.getByRole('link', { name: 'Volver a pedir' }).click();
  await expect(page.getByRole('heading', { name: `Volver a pedir ${code}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Café Cubita molido 250 g' })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir a mi carrito' }).click();
  await expect(page.getByText('Se añadió 1 producto a tu carrito.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver carrito' }).click();
  await expect(page.getByRole('article', { name: 'Café Cubita molido 250 g' })).toBeVisible();
  await api.dispose();
  await context.close();
});

test("a shopper's second delivery to the same beneficiary starts on the map where the first went", async ({
  browser,
  baseURL,
}) => {
  const { email, context, page } = await signedInCustomer(browser, baseURL, 'segunda');
  const api = await apiAs(baseURL ?? '', email, PASSWORD);
  const elena = await beneficiaryThroughApi(api, 'Elena', 'Suárez');
  const product = await (await api.get('/api/store/products/cafe-cubita-molido-250-g')).json();
  const addCoffee = async () => {
    const added = await api.post('/api/cart', {
      data: { product_id: product.id, quantity: 1 },
      headers: await csrf(api),
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
  };
  await addCoffee();
  const first = await api.post('/api/orders', {
    data: {
      delivery_method: 'home',
      beneficiary_id: elena,
      location: { longitude: -82.3849, latitude: 23.1252 },
      pay_form: 'cash_on_delivery',
    },
    headers: { ...(await csrf(api)), 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(first.status(), await first.text()).toBe(201);

  await addCoffee();
  await page.goto('/Cart');
  await page.getByRole('link', { name: 'Continuar al pago' }).click();
  await page.getByText('Entrega a domicilio', { exact: true }).click();
  // Elena is the shopper's only beneficiary: taken without a tap.
  await expect(page.getByRole('radio', { name: /^Elena Suárez/ })).toHaveAttribute('aria-checked', 'true');
  await expect(
    page.getByText(
      'Está marcado donde entregamos a Elena la última vez. Muévelo si esta vez es en otro lugar.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Latitud' })).toHaveValue('23,1252');
  await expect(page.getByRole('textbox', { name: 'Longitud' })).toHaveValue('-82,3849');
  // Priced from that point with nothing else done: the distance is in the summary.
  await expect(page.getByText(/^Distancia: \d+,\d km$/)).toBeVisible();
  await api.dispose();
  await context.close();
});

test('a total that moves while the shopper reviews the order is shown before the order is placed, never charged unseen', async ({
  browser,
  baseURL,
}) => {
  const admin = await apiAs(baseURL ?? '', ADMIN.email, ADMIN.password);
  const category = (await (await admin.get('/api/admin/categories?per_page=1')).json()).data[0];
  const sku = `E2E-TOTAL-${Date.now() % 1_000_000}`;
  const product = {
    sku,
    name: `Dulce de guayaba ${sku.slice(-6)}`,
    category_id: category.id,
    real_quantity: 20,
  };
  const made = await admin.post('/api/admin/products', {
    data: { ...product, regular_price: 300 },
    headers: await csrf(admin),
  });
  expect(made.status(), await made.text()).toBe(201);
  const { slug, id } = await made.json();

  const { context, page: shopper } = await signedInCustomer(browser, baseURL, 'total');
  const added = await shopper.request.post('/api/cart', {
    data: { product_id: id, quantity: 2 },
    headers: await csrf(shopper.request),
  });
  expect(added.status(), await added.text()).toBe(200);
  await shopper.goto('/checkout');
  await shopper.getByText('Recogida en punto de venta', { exact: true }).click();
  await shopper.getByRole('radio', { name: /Tienda Vedado/ }).click();
  await shopper.getByRole('main').getByText('Efectivo al recoger', { exact: true }).click();
  await expect(shopper.getByTestId('checkout-total')).toHaveText(/6,00/);

  // Staff raise the price while the shopper reads the review.
  const raised = await admin.put(`/api/admin/products/${slug}`, {
    data: { ...product, regular_price: 350 },
    headers: await csrf(admin),
  });
  expect(raised.status(), await raised.text()).toBe(200);
  await shopper.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(
    shopper.getByRole('alert').filter({
      hasText:
        'El total del pedido cambió mientras lo revisabas: comprueba el nuevo total y confirma de nuevo',
    }),
  ).toBeVisible();
  await expect(shopper.getByTestId('checkout-total')).toHaveText(/7,00/);
  await shopper.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(shopper.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible();
  await expect(shopper.getByText(/7,00/).first()).toBeVisible();
  await context.close();
  await admin.dispose();
});

test('a shopper picks a quantity with the steppers, changes a line the same way, and empties the cart after being asked', async ({
  page,
}) => {
  await page.goto('/Products/cafe-cubita-molido-250-g');
  const quantity = page.getByRole('textbox', { name: 'Cantidad' });
  await expect(quantity).toHaveValue('1');
  // Taps before the page is alive are kept as one (app-boot.js replays the last, so that no button acts twice).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The steppers sit in the field, either side of the number (decision 076).
  const steppers = quantity.locator('xpath=..').getByRole('button', { includeHidden: true });
  await steppers.last().click();
  await steppers.last().click();
  await expect(quantity).toHaveValue('3');
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByText('Producto añadido al carrito.')).toBeVisible();

  await page.goto('/Cart');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const line = page.getByRole('article', { name: 'Café Cubita molido 250 g' });
  const lineQuantity = line.getByRole('textbox', { name: 'Cantidad' });
  await expect(lineQuantity).toHaveValue('3');
  await expect(line.getByTestId('line-total')).toHaveText(/13,50\s\$/);
  await lineQuantity.locator('xpath=..').getByRole('button', { includeHidden: true }).first().click();
  await expect(lineQuantity).toHaveValue('2');
  await expect(line.getByTestId('line-total')).toHaveText(/9,00\s\$/);

  await page.getByRole('button', { name: 'Vaciar carrito' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Vaciar el carrito?' });
  await dialog.getByRole('button', { name: 'Vaciar' }).click();
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a signed-in shopper saves a line for later and puts it back in the cart (decision 105)', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedInCustomer(browser, baseURL, 'guarda');
  await page.goto('/Products/cafe-cubita-molido-250-g');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByText('Producto añadido al carrito.')).toBeVisible();

  await page.goto('/Cart');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('button', { name: 'Guardar para después: Café Cubita molido 250 g' }).click();
  await expect(page.getByText('Guardado para después', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  const saved = page.getByRole('region', { name: 'Guardado para después (1)' });
  await expect(saved.getByRole('article', { name: 'Café Cubita molido 250 g' })).toBeVisible();
  // Still there on the next visit: it is kept with the account, not the cart.
  await page.reload();
  await saved.getByRole('button', { name: 'Mover al carrito: Café Cubita molido 250 g' }).click();
  await expect(page.getByText('De vuelta en el carrito')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Café Cubita molido 250 g' })).toBeVisible();
  await expect(saved).toBeHidden();
  await context.close();
});

test('staff confirm a customer’s orders at once from the list, with a reason the customer reads, and pick them', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email, context, page: customer } = await signedInCustomer(browser, baseURL, 'varios');
  const api = await apiAs(baseURL ?? '', email, PASSWORD);
  const codes: string[] = [];
  for (const slug of ['cafe-cubita-molido-250-g', 'cafe-cubita-molido-250-g'])
    codes.push(`P-${String(await pickupOrderThroughApi(api, slug)).padStart(6, '0')}`);

  await signInThroughForm(page, 'admin@shop.local', 'admin12345');
  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Buscar pedidos' }).fill(email);
  await expect(page.getByRole('link', { name: codes[0] })).toBeVisible();
  await expect(page.getByText('2 pedidos')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Seleccionar todas las filas de esta página' }).check();
  await page
    .getByRole('toolbar', { name: '2 seleccionadas' })
    .getByRole('button', { name: 'Cambiar estado' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar el estado de 2 pedidos' });
  await dialog.getByRole('combobox', { name: 'Nuevo estado' }).click();
  await page.getByRole('option', { name: 'Confirmado' }).click();
  await dialog.getByRole('textbox', { name: /Motivo/ }).fill('Confirmados por teléfono');
  await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
  await expect(page.getByText('Estado cambiado exitosamente')).toBeVisible();
  for (const code of codes)
    await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: code }) })).toContainText(
      'Confirmado',
    );
  // Their picking list: what to take from the shelves for both, then each order with where it goes.
  await page.getByRole('checkbox', { name: 'Seleccionar todas las filas de esta página' }).check();
  await page.getByRole('link', { name: 'Lista de preparación' }).click();
  await expect(page.getByRole('heading', { name: 'Lista de preparación', level: 1 })).toBeVisible();
  await expect(page.getByText('2 pedidos · 2 unidades')).toBeVisible();
  const products = page.getByRole('region', { name: 'Productos a preparar' });
  await expect(products.getByRole('row').filter({ hasText: 'Café Cubita molido 250 g' })).toContainText('2');
  for (const code of codes)
    await expect(page.getByRole('region', { name: new RegExp(`^${code} · `) })).toBeVisible();

  // The customer sees each order confirmed, with why.
  await customer.goto('/Profile/Orders');
  for (const code of codes)
    await expect(customer.getByRole('article', { name: code })).toContainText('Confirmado');
  await customer.getByRole('link', { name: codes[1] }).click();
  await expect(customer.getByText('Confirmados por teléfono')).toBeVisible();
  await context.close();
});
