import { type APIRequestContext, expect, type Page, request } from '@playwright/test';

export const ADMIN = { email: 'admin@shop.local', password: 'admin12345' };

/** A signed-in API client, the way the web app talks to the server: session cookie plus anti-forgery header. */
export async function apiAs(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  await api.get('/api/csrf-cookie');
  const login = await api.post('/api/login', { data: { email, password }, headers: await csrf(api) });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

async function csrf(api: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await api.storageState();
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** The newest link in the newest mail to `to`, read from the outbox as an administrator would. */
export async function linkFromOutbox(baseURL: string, to: string, pathPart: string): Promise<string> {
  const admin = await apiAs(baseURL, ADMIN.email, ADMIN.password);
  try {
    const reply = await admin.get('/api/admin/mail-outbox', { params: { search: to } });
    expect(reply.status()).toBe(200);
    const { data } = (await reply.json()) as { data: Array<{ text: string }> };
    const link = data[0]?.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
    if (!link) throw new Error(`no ${pathPart} link in the mail to ${to}`);
    return link;
  } finally {
    await admin.dispose();
  }
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
