import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { changeAreaKey } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { changeArea } from './settings-changes';
import { isLoggedChange } from './settings-changes.routes';

let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-look-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Tienda</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ webDist: dist });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();

const upload = async (path: string, files: Array<{ data: Buffer; type?: string }>) => {
  const { payload, headers } = multipart(
    files.map((file, i) => ({
      field: 'image',
      filename: `f${i}.png`,
      type: file.type ?? 'image/png',
      data: file.data,
    })),
  );
  return admin.post(path, payload, { headers });
};

describe('the shop look (Customization)', () => {
  it('starts with the defaults and shows every page the saved name, colour and mode', async () => {
    const initial = (await new Agent(t.app).get('/api/settings/store')).json();
    expect(initial).toMatchObject({
      name: 'Tienda',
      logo_url: '',
      favicon_url: '/favicon.svg',
      primary_color: 'blue',
      color_scheme: 'light',
    });
    const saved = await admin.put('/api/admin/settings/store', {
      name: 'La Bodeguita',
      primary_color: 'teal',
      color_scheme: 'dark',
    });
    expect(saved.statusCode).toBe(200);
    expect((await new Agent(t.app).get('/api/settings/store')).json()).toMatchObject({
      name: 'La Bodeguita',
      primary_color: 'teal',
      color_scheme: 'dark',
    });
    // A page starts dark before any script runs, and its title carries the new name.
    const html = (await t.app.inject({ url: '/store' })).body;
    expect(html).toContain('<html data-mantine-color-scheme="dark"');
    expect(html).toContain('<title>La Bodeguita</title>');
  });

  it("starts a page in the shopper's own colour scheme when the browser says which", async () => {
    const page = async (cookie?: string) =>
      (await t.app.inject({ url: '/store', ...(cookie ? { headers: { cookie } } : {}) })).body;
    // The shop starts dark here (the test above); a shopper who chose light gets light, and the other way round.
    expect(await page()).toContain('<html data-mantine-color-scheme="dark"');
    expect(await page('color_scheme=light')).toContain('<html data-mantine-color-scheme="light"');
    await admin.put('/api/admin/settings/store', {
      name: 'La Bodeguita',
      primary_color: 'teal',
      color_scheme: 'light',
    });
    // Light is named too: Mantine's colours (a filled button's) follow the attribute before any script runs.
    expect(await page()).toContain('<html data-mantine-color-scheme="light"');
    expect(await page('color_scheme=dark')).toContain('<html data-mantine-color-scheme="dark"');
    // Anything else is the shop's choice.
    const hostile = await page('color_scheme=%3Cscript%3E');
    expect(hostile).toContain('<html data-mantine-color-scheme="light"');
    expect(hostile).not.toContain('<script>');
  });

  it('explains bad values and keeps what was saved', async () => {
    const response = await admin.put('/api/admin/settings/store', {
      name: '',
      primary_color: 'chartreuse',
      color_scheme: 'sepia',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['color_scheme', 'name', 'primary_color']);
    expect(response.json().errors.name).toEqual(['Este campo es requerido']);
    const long = await admin.put('/api/admin/settings/store', {
      name: 'x'.repeat(51),
      primary_color: 'teal',
      color_scheme: 'dark',
    });
    expect(long.json().errors).toEqual({ name: ['No puede tener más de 50 caracteres'] });
    expect((await admin.get('/api/admin/settings/store')).json().name).toBe('La Bodeguita');
  });

  it('re-encodes an uploaded logo and page icon, serves them, and takes them away again', async () => {
    const logo = await upload('/api/admin/settings/store/logo', [{ data: await picture(800, 200) }]);
    expect(logo.statusCode, logo.body).toBe(200);
    const logoUrl: string = logo.json().logo_url;
    expect(logoUrl).toMatch(/^\/uploads\/settings\/[0-9a-f]+-logo\.webp$/);
    const logoFile = await t.app.inject({ url: logoUrl });
    expect(logoFile.statusCode).toBe(200);
    expect(await sharp(logoFile.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      height: 96,
      width: 384,
    });

    const icon = await upload('/api/admin/settings/store/favicon', [{ data: await picture(300, 200) }]);
    const iconUrl: string = icon.json().favicon_url;
    expect((await new Agent(t.app).get('/api/settings/favicon')).json()).toEqual({ url: iconUrl });
    const iconFile = await t.app.inject({ url: iconUrl });
    expect(await sharp(iconFile.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 64,
      height: 64,
    });

    expect((await admin.delete('/api/admin/settings/store/logo')).json().logo_url).toBe('');
    expect((await admin.delete('/api/admin/settings/store/favicon')).json().favicon_url).toBe('/favicon.svg');
  });

  it('refuses what is not a picture, an SVG, more than one file and more than 300 kB, keeping the old one', async () => {
    const before = (await admin.get('/api/admin/settings/store')).json();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    for (const [files, message] of [
      [[{ data: Buffer.from('no soy una imagen') }], 'image'],
      [[{ data: svg, type: 'image/svg+xml' }], 'image'],
      [[{ data: await picture(10, 10) }, { data: await picture(12, 12) }], 'image'],
    ] as const) {
      const response = await upload('/api/admin/settings/store/logo', [...files]);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([message]);
    }
    // Random pixels do not compress: far over 300 kB as a PNG.
    const noise = await sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    const big = await upload('/api/admin/settings/store/logo', [{ data: noise }]);
    expect(big.statusCode).toBe(413);
    expect((await admin.get('/api/admin/settings/store')).json()).toEqual(before);
  });

  it('asks for read_settings to read and update_settings to change', async () => {
    const body = { name: 'Otra', primary_color: 'red', color_scheme: 'light' };
    expect((await new Agent(t.app).put('/api/admin/settings/store', body)).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_settings'] } });
    expect((await reader.get('/api/admin/settings/store')).statusCode).toBe(200);
    expect((await reader.put('/api/admin/settings/store', body)).statusCode).toBe(403);
    expect((await reader.delete('/api/admin/settings/store/logo')).statusCode).toBe(403);
    const { agent: stranger } = await signInAs(t.app, { role: { permissions: ['update_products'] } });
    expect((await stranger.get('/api/admin/settings/store')).statusCode).toBe(403);
  });
});

describe('the settings log', () => {
  it('records who changed which setting, and only successful changes', async () => {
    const { agent: manager, user } = await signInAs(t.app, {
      name: 'Laura',
      lastname: 'Díaz',
      role: { permissions: ['read_settings', 'update_settings'] },
    });
    await manager.put('/api/admin/settings/store', {
      name: 'La Bodeguita',
      primary_color: 'teal',
      color_scheme: 'light',
    });
    await manager.put('/api/admin/settings/store', {
      name: '',
      primary_color: 'teal',
      color_scheme: 'light',
    });
    const log = (await admin.get('/api/admin/settings/changes?per_page=5')).json();
    expect(log.data[0]).toMatchObject({ user_name: 'Laura Díaz', action: 'update', area: 'settings/store' });
    expect(log.data[1]?.user_name).not.toBe('Laura Díaz');
    expect(user.id).toBeGreaterThan(0);
    const { agent: stranger } = await signInAs(t.app, { role: { permissions: ['update_products'] } });
    expect((await stranger.get('/api/admin/settings/changes')).statusCode).toBe(403);
  });

  // The log's screen names each place in the staff's language; a route added later without words would show its path.
  it.each(['es-ES', 'en-US'])('has a name in %s for every place a change can be made', (locale) => {
    const words = JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, `../../../../web/src/locales/${locale}/admin-settings.json`),
        'utf8',
      ),
    ) as { history: { areas: Record<string, string> } };
    const areas = t.app.routeAccess
      .filter((route) => isLoggedChange(route.method, route.url, route.permissions))
      .map((route) => changeAreaKey(changeArea(route.url)));
    expect(areas.length).toBeGreaterThan(20);
    expect(areas.filter((area) => !words.history.areas[area])).toEqual([]);
  });
});

describe('the business hours', () => {
  it('start as SPEC §9 says and take the hours staff save, refusing them out of order', async () => {
    const hours = (await new Agent(t.app).get('/api/settings/store')).json().hours;
    expect(hours).toContainEqual({ weekday: 6, opens: '09:00', closes: '14:00' });
    const twice = [
      { weekday: 1, opens: '8:30', closes: '12:00' },
      { weekday: 1, opens: '13:00', closes: '17:00' },
    ];
    const saved = await admin.put('/api/admin/settings/store/hours', { hours: twice });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().hours).toEqual([
      { weekday: 1, opens: '08:30', closes: '12:00' },
      { weekday: 1, opens: '13:00', closes: '17:00' },
    ]);
    const backwards = await admin.put('/api/admin/settings/store/hours', {
      hours: [
        { weekday: 1, opens: '13:00', closes: '17:00' },
        { weekday: 1, opens: '08:30', closes: '12:00' },
      ],
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({
      'hours.1.opens': ['Las horas del horario deben estar en orden ascendente'],
    });
    expect((await new Agent(t.app).get('/api/settings/store')).json().hours).toHaveLength(2);
  });
});

describe('the shop contacts', () => {
  it('are saved with Cuban numbers completed, shown to everyone, and checked', async () => {
    expect((await new Agent(t.app).get('/api/settings/contacts')).json()).toEqual({
      phones: [],
      emails: [],
      address: '',
      links: [],
    });
    const saved = await admin.put('/api/admin/settings/contacts', {
      phones: ['5 234 5678'],
      emails: ['Ventas@Tienda.cu'],
      address: 'Calle 23 y L, Vedado',
      links: [{ network: 'instagram', url: 'https://instagram.com/tienda' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await new Agent(t.app).get('/api/settings/contacts')).json()).toMatchObject({
      phones: ['+5352345678'],
      emails: ['ventas@tienda.cu'],
    });
    const bad = await admin.put('/api/admin/settings/contacts', {
      phones: ['llámame'],
      emails: ['no'],
      address: '',
      links: [{ network: 'myspace', url: 'javascript:alert(1)' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'emails.0',
      'links.0.network',
      'links.0.url',
      'phones.0',
    ]);
    expect(bad.json().errors['phones.0']).toEqual(['Formato de teléfono no válido.']);
  });
});

describe('the front sections (Home page tab)', () => {
  it('start with every section shown, and follow the order and visibility staff save', async () => {
    const layout = async () => (await new Agent(t.app).get('/api/settings/home')).json().sections;
    expect(await layout()).toEqual([
      'banners',
      'categories',
      'offers',
      'newest',
      'best_sellers',
      'catalog',
      'testimonials',
      'order_steps',
      'features',
      'visit',
      'contact_form',
    ]);
    const saved = (await admin.get('/api/admin/settings/home')).json();
    const [banners, ...rest] = saved.sections;
    const reordered = [...rest.map((s: { key: string }) => ({ ...s, visible: s.key !== 'newest' })), banners];
    expect((await admin.put('/api/admin/settings/home', { sections: reordered })).statusCode).toBe(200);
    const now = await layout();
    expect(now.at(-1)).toBe('banners');
    expect(now).not.toContain('newest');
  });

  it('refuse a list that misses or repeats a section', async () => {
    const { sections } = (await admin.get('/api/admin/settings/home')).json();
    const repeated = await admin.put('/api/admin/settings/home', {
      sections: [...sections.slice(1), sections[1]],
    });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors).toEqual({
      sections: ['Deben estar todas las secciones de la portada, una vez cada una'],
    });
    const unknown = await admin.put('/api/admin/settings/home', {
      sections: [...sections.slice(1), { key: 'blog', visible: true }],
    });
    expect(unknown.statusCode).toBe(422);
  });
});
