import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn, signInAs } from '../../test/factories';
import { multipart } from '../../test/multipart';

let t: TestApp;
let admin: Agent;
let slug: string;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const { category } = await catalogueBasics(admin, 'Fotos');
  categoryId = category.id;
  slug = (await admin.post('/api/admin/products', productInput(category.id, { name: 'Lámpara' }))).json()
    .slug;
});
afterAll(() => t.close());

const image = (background: string, format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png', width = 10) =>
  sharp({ create: { width, height: 10, channels: 3, background } })
    [format]()
    .toBuffer();

function upload(agent: Agent, url: string, files: Array<{ field?: string; filename: string; data: Buffer }>) {
  const { payload, headers } = multipart(
    files.map((f) => ({ field: f.field ?? 'image', filename: f.filename, type: 'image/png', data: f.data })),
  );
  return agent.post(url, payload, { headers });
}

describe('product images', () => {
  it('re-encodes accepted images to WebP and AVIF, and keeps exactly one main image', async () => {
    const url = `/api/admin/products/${slug}/images`;
    const first = await upload(admin, url, [
      { filename: 'a.png', data: await image('#f00') },
      { filename: 'b.jfif', data: await image('#0f0', 'jpeg') },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const more = await upload(admin, url, [
      { filename: 'c.webp', data: await image('#00f', 'webp') },
      { filename: 'd.avif', data: await image('#ff0', 'avif') },
    ]);
    const images = more.json().images;
    expect(images).toHaveLength(4);
    expect(images.map((i: { is_main: boolean }) => i.is_main)).toEqual([true, false, false, false]);
    expect(images[0]).toMatchObject({ width: 10, height: 10 });
    expect(images[0].list_url).toMatch(/^\/uploads\/products\/[0-9a-f]{32}-400\.webp$/);

    const served = await new Agent(t.app).get(images[0].detail_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const avif = await new Agent(t.app).get(images[0].detail_avif_url);
    expect((await sharp(avif.rawPayload).metadata()).compression).toBe('av1');

    const main = await admin.patch(`/api/admin/products/${slug}/images/${images[2].id}/main`);
    expect(main.json().images.map((i: { is_main: boolean }) => i.is_main)).toEqual([
      false,
      false,
      true,
      false,
    ]);
    const afterDelete = await admin.delete(`/api/admin/products/${slug}/images/${images[2].id}`);
    expect(afterDelete.json().images.map((i: { is_main: boolean }) => i.is_main)).toEqual([
      true,
      false,
      false,
    ]);
    const list = (await admin.get('/api/admin/products?search=lampara')).json();
    expect(list.data[0].main_image_url).toBe(images[0].list_url);
  });

  it('shows a picture once however often it is sent, to this product, and again to another', async () => {
    const jar = (await admin.post('/api/admin/products', productInput(categoryId, { name: 'Jarra' }))).json()
      .slug;
    const url = `/api/admin/products/${jar}/images`;
    const red = await image('#e00');
    const twice = await upload(admin, url, [
      { filename: 'jarra.png', data: red },
      { filename: 'jarra-copia.png', data: red },
    ]);
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json().images).toHaveLength(1);
    const again = await upload(admin, url, [
      { filename: 'jarra.png', data: red },
      { filename: 'asa.png', data: await image('#0e0') },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const images = again.json().images;
    expect(images).toHaveLength(2);
    expect(images.map((i: { is_main: boolean }) => i.is_main)).toEqual([true, false]);
    const sameOnly = await upload(admin, url, [{ filename: 'jarra.png', data: red }]);
    expect(sameOnly.statusCode, sameOnly.body).toBe(200);
    expect(sameOnly.json().images).toEqual(images);

    // Another product may show the same picture: the files are shared, the product's list is its own.
    const other = await upload(admin, `/api/admin/products/${slug}/images`, [
      { filename: 'jarra.png', data: red },
    ]);
    expect(other.json().images.map((i: { list_url: string }) => i.list_url)).toContain(images[0].list_url);
  });

  it('refuses a file that is not an image even when named .png, and a type outside the list', async () => {
    const url = `/api/admin/products/${slug}/images`;
    const text = await upload(admin, url, [{ filename: 'x.png', data: Buffer.from('no soy una imagen') }]);
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ image: ['La imagen debe ser png, jpg, jfif, webp o avif'] });
    const gif = await upload(admin, url, [
      {
        filename: 'x.png',
        data: await sharp(await image('#abc'))
          .gif()
          .toBuffer(),
      },
    ]);
    expect(gif.statusCode).toBe(422);
    const none = await admin.post(url, {});
    expect(none.json().errors).toEqual({ image: ['Adjunta un archivo'] });
  });

  it('refuses an image above 300 kb', async () => {
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 600 * 600 * 3 }, (_, i) => (i * 7919) % 251)),
      {
        raw: { width: 600, height: 600, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(300 * 1024);
    const response = await upload(admin, `/api/admin/products/${slug}/images`, [
      { filename: 'big.png', data: noisy },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'La imagen no puede pesar más de 300 kb',
      errors: { image: ['La imagen no puede pesar más de 300 kb'] },
    });
  });

  it('answers 404, 401 and 403 as the other product routes', async () => {
    const png = await image('#123');
    expect(
      (await upload(admin, '/api/admin/products/nope/images', [{ filename: 'a.png', data: png }])).statusCode,
    ).toBe(404);
    expect((await admin.delete(`/api/admin/products/${slug}/images/999999`)).statusCode).toBe(404);
    expect(
      (
        await upload(new Agent(t.app), `/api/admin/products/${slug}/images`, [
          { filename: 'a.png', data: png },
        ])
      ).statusCode,
    ).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_products'] } });
    expect(
      (await upload(agent, `/api/admin/products/${slug}/images`, [{ filename: 'a.png', data: png }]))
        .statusCode,
    ).toBe(403);
  });
});

describe('specification sheet', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const docx = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from('....word/document.xml....'),
  ]);

  it('keeps one pdf or docx and lets shoppers download it while the product is visible', async () => {
    const url = `/api/admin/products/${slug}/spec-sheet`;
    const saved = await upload(admin, url, [{ field: 'file', filename: 'ficha.pdf', data: pdf }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().spec_sheet_url).toBe(`/api/products/${slug}/spec-sheet`);
    const download = await new Agent(t.app).get(`/api/products/${slug}/spec-sheet`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(existsSync(path.join(t.config.dataDir, 'uploads', 'spec-sheets'))).toBe(false);

    const word = await upload(admin, url, [{ field: 'file', filename: 'ficha.docx', data: docx }]);
    expect(word.statusCode).toBe(200);
    expect(
      (await new Agent(t.app).get(`/api/products/${slug}/spec-sheet`)).headers['content-disposition'],
    ).toContain('.docx');

    await admin.patch(`/api/admin/products/${slug}/toggle`, { field: 'visible', value: false });
    expect((await new Agent(t.app).get(`/api/products/${slug}/spec-sheet`)).statusCode).toBe(404);
    await admin.patch(`/api/admin/products/${slug}/toggle`, { field: 'visible', value: true });
  });

  it('refuses other files by content, and two files at once', async () => {
    const url = `/api/admin/products/${slug}/spec-sheet`;
    const fake = await upload(admin, url, [
      { field: 'file', filename: 'ficha.pdf', data: Buffer.from('hola') },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ file: ['La ficha técnica debe ser un único archivo pdf o docx'] });
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('other.txt')]);
    expect((await upload(admin, url, [{ field: 'file', filename: 'a.docx', data: zip }])).statusCode).toBe(
      422,
    );
    const two = await upload(admin, url, [
      { field: 'file', filename: 'a.pdf', data: pdf },
      { field: 'file', filename: 'b.pdf', data: pdf },
    ]);
    expect(two.statusCode).toBe(422);
    expect((await new Agent(t.app).get('/api/products/nope/spec-sheet')).statusCode).toBe(404);
  });
});
