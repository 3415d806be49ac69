import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { multipart } from '../../test/multipart';

let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();

const upload = async (id: number, kind: string, data: Buffer) => {
  const { payload, headers } = multipart([{ field: 'image', filename: 'b.png', type: 'image/png', data }]);
  return admin.post(`/api/admin/banners/${id}/images/${kind}`, payload, { headers });
};

const body = (extra: Record<string, unknown> = {}) => ({
  section_url: '/store',
  title: 'Ofertas de temporada',
  button_text: 'Ver ofertas',
  url: '/Offers',
  button_color: '#FAB005',
  text_color: '#ffffff',
  button_position: 'bottom-left',
  border_color: '',
  border_width: 0,
  priority: 10,
  ...extra,
});

describe('banners', () => {
  it('are created, edited and deleted, and show on their page once they have their pictures', async () => {
    const created = await admin.post('/api/admin/banners', body());
    expect(created.statusCode, created.body).toBe(201);
    const banner = created.json();
    expect(banner).toMatchObject({ button_color: '#fab005', active_web: true, desktop_image: null });
    const store = () => new Agent(t.app).get('/api/banners?section=/store').then((r) => r.json().banners);
    expect(await store()).toEqual([]);

    const desktop = await upload(banner.id, 'desktop', await picture(1500, 600));
    expect(desktop.statusCode, desktop.body).toBe(200);
    const url: string = desktop.json().desktop_image;
    expect(url).toMatch(/^\/uploads\/banners\/[0-9a-f]+-desktop\.webp$/);
    expect(await sharp((await t.app.inject({ url })).rawPayload).metadata()).toMatchObject({
      format: 'webp',
    });
    // On for phones too, but without a phone picture it shows on desktop only.
    expect(await store()).toMatchObject([
      { id: banner.id, active_web: true, active_movile: false, mobile_image: null },
    ]);
    await upload(banner.id, 'mobile', await picture(720, 720));
    expect((await store())[0]).toMatchObject({ active_movile: true });

    const hidden = await admin.put(
      `/api/admin/banners/${banner.id}`,
      body({ active_web: false, active_movile: false }),
    );
    expect(hidden.statusCode).toBe(200);
    expect(await store()).toEqual([]);
    expect((await admin.delete(`/api/admin/banners/${banner.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/banners/${banner.id}`)).statusCode).toBe(404);
  });

  it('refuse pictures of the wrong ratio, type or size, saying which', async () => {
    const { id } = (await admin.post('/api/admin/banners', body())).json();
    const wide = await upload(id, 'desktop', await picture(1200, 600));
    expect(wide.statusCode).toBe(422);
    expect(wide.json().errors).toEqual({
      desktop_image: ['La imagen de escritorio debe tener proporción 30/12 (por ejemplo, 1500 × 600 px)'],
    });
    const notSquare = await upload(id, 'mobile', await picture(700, 720));
    expect(Object.keys(notSquare.json().errors)).toEqual(['mobile_image']);
    expect((await upload(id, 'mobile', Buffer.from('<svg onload="x()"/>'))).statusCode).toBe(422);
    expect((await upload(id, 'wide', await picture(720, 720))).statusCode).toBe(404);
    expect((await upload(999999, 'mobile', await picture(720, 720))).statusCode).toBe(404);
  });

  it('explain bad fields', async () => {
    const response = await admin.post('/api/admin/banners', {
      section_url: '/Cart',
      title: 'x'.repeat(51),
      url: 'javascript:alert(1)',
      button_color: 'rojo',
      button_position: 'middle',
      border_width: 11,
      priority: 101,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'border_width',
      'button_color',
      'button_position',
      'priority',
      'section_url',
      'title',
      'url',
    ]);
    expect(response.json().errors.url).toEqual(['Dirección web no válida']);
  });

  it('ask for read_banners to read and update_settings to change', async () => {
    expect((await new Agent(t.app).get('/api/admin/banners')).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_banners'] } });
    expect((await reader.get('/api/admin/banners')).statusCode).toBe(200);
    expect((await reader.post('/api/admin/banners', body())).statusCode).toBe(403);
    const { agent: settings } = await signInAs(t.app, {
      role: { permissions: ['read_settings', 'update_settings'] },
    });
    expect((await settings.get('/api/admin/banners')).statusCode).toBe(403);
    expect((await new Agent(t.app).get('/api/banners?section=/Cart')).statusCode).toBe(422);
  });
});
