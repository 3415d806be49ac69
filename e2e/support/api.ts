import { type APIRequestContext, type Browser, expect, type Page, request } from '@playwright/test';
import { MAIL_SINK_HTTP_PORT } from '../../playwright.config';

export const ADMIN = { email: 'admin@shop.local', password: 'admin12345' };

/** A signed-in API client, the way the web app talks to the server: session cookie plus anti-forgery header. */
export async function apiAs(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  await api.get('/api/csrf-cookie');
  const login = await api.post('/api/login', { data: { email, password }, headers: await csrf(api) });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

/** The anti-forgery header an API client (or a copy of a browser's cookies) sends with a write. */
export async function csrf(api: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await api.storageState();
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/**
 * The newest link containing `pathPart` in the mail to `to`, read from the SMTP sink the shop mails through (the
 * outbox never shows such links). Mail goes out just after the reply, so the sink is asked until it has it.
 */
export async function linkFromMailbox(to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const reply = await fetch(`http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/?to=${encodeURIComponent(to)}`);
      const mails = (await reply.json()) as Array<{ text: string }>;
      link = mails
        .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
        .find((candidate) => candidate.includes(pathPart));
      return link;
    })
    .toBeTruthy();
  return link as string;
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/Auth/Login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).not.toHaveURL(/Auth\/Login/i);
}

export async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/store$/);
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const PASSWORD = 'Password123';

/** A new, verified customer account, made through the API as the register screen would. */
export async function registerCustomer(page: Page, email: string) {
  const api = page.context().request;
  await api.get('/api/csrf-cookie');
  const { cookies } = await page.context().storageState();
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const created = await api.post('/api/register', {
    data: { name: 'Ana', lastname: 'Pérez', email, password: PASSWORD, password_confirmation: PASSWORD },
    headers: { 'X-XSRF-TOKEN': token },
  });
  expect(created.status(), await created.text()).toBe(202);
  // The account exists once its verification mail is out.
  await linkFromMailbox(email, '/api/verify-email/');
}

/** An order of one unit of the product named `slug`, to pick up at the first pickup point, paid with `payForm`; its id. */
export async function pickupOrderThroughApi(
  api: APIRequestContext,
  slug: string,
  payForm = 'cash_on_pickup',
): Promise<number> {
  const product = await (await api.get(`/api/store/products/${slug}`)).json();
  const added = await api.post('/api/cart', {
    data: { product_id: product.id, quantity: 1 },
    headers: await csrf(api),
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const points = await (await api.get('/api/point-of-sales/pickup')).json();
  const created = await api.post('/api/orders', {
    data: { delivery_method: 'pickup', point_of_sale_id: points.data[0].id, pay_form: payForm },
    headers: { ...(await csrf(api)), 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id;
}

/** A new customer, registered through the API and signed in through the form in a browser context of their own. */
export async function signedInCustomer(browser: Browser, baseURL: string | undefined, prefix: string) {
  const email = uniqueEmail(prefix);
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  const page = await context.newPage();
  await registerCustomer(page, email);
  await context.clearCookies();
  await signInThroughForm(page, email, PASSWORD);
  return { email, context, page };
}

/** Staff move an order to the "Entregado" status through the API, as if it had reached the shopper. */
export async function deliverThroughApi(admin: APIRequestContext, orderId: number) {
  const statuses = await (await admin.get('/api/admin/order-statuses?per_page=100')).json();
  const delivered = statuses.data.find((s: { name: string }) => s.name === 'Entregado');
  const moved = await admin.put(`/api/admin/orders/${orderId}/status`, {
    data: { status_id: delivered.id, reason: 'Recogido en la tienda' },
    headers: await csrf(admin),
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

/** The demo wholesaler (README): Bodega La Esquina, with reservations in every state. */
export const WHOLESALER = { email: 'mayorista@demo.shop.local', password: 'mayorista12345' };

/** Staff record a wholesale order's prepayment and send it to be prepared, as the office does once paid. */
export async function prepareWholesaleOrderThroughApi(admin: APIRequestContext, orderId: number) {
  const paid = await admin.post(`/api/admin/orders/${orderId}/payment`, {
    data: { result: 'prepaid' },
    headers: await csrf(admin),
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const statuses = await (await admin.get('/api/admin/order-statuses?per_page=100')).json();
  const preparing = statuses.data.find((s: { name: string }) => s.name === 'En preparación');
  const moved = await admin.put(`/api/admin/orders/${orderId}/status`, {
    data: { status_id: preparing.id, reason: '' },
    headers: await csrf(admin),
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

/** A beneficiary in Plaza de la Revolución for the account `api` is signed in as. */
export async function beneficiaryThroughApi(
  api: APIRequestContext,
  name: string,
  lastName: string,
): Promise<number> {
  const created = await api.post('/api/beneficiaries', {
    data: {
      name,
      last_name: lastName,
      phone: '55667788',
      province: 'la-habana',
      municipality: 'la-habana/plaza-de-la-revolucion',
      main_street: 'Paseo',
      first_street: '25',
      second_street: '27',
    },
    headers: await csrf(api),
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id;
}

/**
 * Opens a back-office area from the sidebar as staff do: the section's button first (when it is closed), then the
 * area's link, until the page is the area's. Twice in CI, on a loaded machine, the link's click was lost right after
 * its section opened (the link took the focus, the page did not change; the retry passed): a person would click
 * again, and so does this, rather than fail a test about something else.
 */
export async function openAdminArea(page: Page, section: string, area: string) {
  const nav = page.getByRole('navigation', { name: 'Navegación de la administración' });
  const toggle = nav.getByRole('button', { name: section, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const link = nav.getByRole('link', { name: area, exact: true });
  const path = (await link.getAttribute('href')) ?? '';
  await expect(async () => {
    if (new URL(page.url()).pathname !== path) await link.click();
    expect(new URL(page.url()).pathname).toBe(path);
  }).toPass({ intervals: [1_000, 2_000, 4_000] });
}
