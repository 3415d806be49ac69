import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn, signInAs } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { reviewAnswers, reviews } from './reviews.table';

/** Issue 16 §1: review criteria per category, with the answers reviewers pick from (SPEC §3, §6, §8). */
let t: TestApp;
let admin: Agent;
let food: { id: number };
let clothes: { id: number };
let product: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  food = (await catalogueBasics(admin, 'Alimentos')).category;
  clothes = (await catalogueBasics(admin, 'Ropa')).category;
  const created = await admin.post('/api/admin/products', productInput(food.id, { name: 'Café molido' }));
  expect(created.statusCode, created.body).toBe(201);
  product = created.json();
});
afterAll(() => t.close());

const URL = '/api/admin/review-criteria';
const criterion = (extra: Record<string, unknown> = {}) => ({
  title: 'Calidad',
  description: '¿Cómo es el producto?',
  category_ids: [food.id],
  ...extra,
});

describe('review criteria', () => {
  it('are created for some categories, get answers, are edited and deleted', async () => {
    const created = await admin.post(URL, criterion({ category_ids: [food.id, clothes.id] }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(
      created
        .json()
        .categories.map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(['Alimentos', 'Ropa']);

    for (const text of ['Buena', 'Regular']) {
      const added = await admin.post(`${URL}/${id}/answers`, { text });
      expect(added.statusCode, added.body).toBe(201);
    }
    const listed = (await admin.get(URL)).json().data.find((c: { id: number }) => c.id === id);
    expect(listed.answers).toMatchObject([
      { text: 'Buena', uses: 0 },
      { text: 'Regular', uses: 0 },
    ]);
    const twin = await admin.post(`${URL}/${id}/answers`, { text: 'BUENA' });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().errors).toEqual({ text: ['No se permiten duplicados'] });

    const [good, fair] = listed.answers;
    const renamed = await admin.put(`${URL}/${id}/answers/${fair.id}`, { text: 'Normal' });
    expect(renamed.json().answers.map((a: { text: string }) => a.text)).toEqual(['Buena', 'Normal']);
    const edited = await admin.put(
      `${URL}/${id}`,
      criterion({ title: 'Calidad general', category_ids: [clothes.id] }),
    );
    expect(edited.json()).toMatchObject({
      title: 'Calidad general',
      categories: [{ id: clothes.id, name: 'Ropa' }],
    });

    const removed = await admin.delete(`${URL}/${id}/answers/${good.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().answers.map((a: { text: string }) => a.text)).toEqual(['Normal']);
    expect((await admin.delete(`${URL}/${id}`)).statusCode).toBe(204);
    expect((await admin.put(`${URL}/${id}`, criterion())).statusCode).toBe(404);
    expect((await admin.delete(`${URL}/${id}`)).statusCode).toBe(404);
  });

  it("keeps an answer a review chose: 'A review answer tied to a criterion cannot be deleted'", async () => {
    const { id } = (await admin.post(URL, criterion())).json();
    const { answers } = (await admin.post(`${URL}/${id}/answers`, { text: 'Excelente' })).json();
    const [review] = await t.app.db
      .insert(reviews)
      .values({ productId: product.id, text: 'Muy rico.', rating: 5 })
      .returning({ id: reviews.id });
    await t.app.db
      .insert(reviewAnswers)
      .values({ reviewId: review?.id ?? 0, criterionId: id, answerId: answers[0].id });

    const refused = await admin.delete(`${URL}/${id}/answers/${answers[0].id}`);
    // 409, as every record still in use answers: the screen's dialog keeps the words for staff to read.
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'No se puede eliminar una respuesta de reseña vinculada a un criterio',
    );
    expect((await admin.delete(`${URL}/${id}`)).statusCode).toBe(409);
    expect((await admin.get(URL)).json().data.find((c: { id: number }) => c.id === id).answers[0].uses).toBe(
      1,
    );
    // Renaming it is fine: the reviews keep pointing at it.
    expect(
      (await admin.put(`${URL}/${id}/answers/${answers[0].id}`, { text: 'Excelente de verdad' })).statusCode,
    ).toBe(200);
  });

  it('keeps up to four reference pictures, re-encoded, shown to reviewers with the answers', async () => {
    const { id } = (await admin.post(URL, criterion())).json();
    await admin.post(`${URL}/${id}/answers`, { text: 'Buena' });
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2b8a3e' } })
      .png()
      .toBuffer();
    const upload = (data: Buffer, agent: Agent = admin) => {
      const { payload, headers } = multipart([
        { field: 'image', filename: 'ref.png', type: 'image/png', data },
      ]);
      return agent.post(`${URL}/${id}/images`, payload, { headers });
    };
    const first = await upload(picture);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().images[0].url).toMatch(/^\/uploads\/criteria\/[0-9a-f]+\.webp$/);
    expect((await upload(Buffer.from('GIF89a not really'))).statusCode).toBe(422);
    // The same picture again is not a second one.
    expect((await upload(picture)).json().images).toEqual(first.json().images);
    const shade = (background: string) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
    for (const background of ['#c92a2a', '#1864ab', '#e67700'])
      expect((await upload(await shade(background))).statusCode).toBe(200);
    const fifth = await upload(await shade('#5f3dc4'));
    expect(fifth.json().errors).toEqual({ image: ['Un criterio admite como mucho 4 imágenes'] });
    const { agent: reader } = await signInAs(t.app, {
      role: { permissions: ['criteria_and_answer', 'criteria_products'] },
    });
    expect((await upload(picture, reader)).statusCode).toBe(403);
    const imageId = first.json().images[0].id;
    expect((await reader.delete(`${URL}/${id}/images/${imageId}`)).statusCode).toBe(403);
    expect((await admin.delete(`${URL}/${id}/images/${imageId}`)).json().images).toHaveLength(3);
    expect((await admin.delete(`${URL}/${id}/images/${imageId}`)).statusCode).toBe(404);
    expect((await admin.post(`${URL}/999999/images`, {})).statusCode).toBeLessThan(500);
  });

  it('explains bad fields and refuses what does not exist', async () => {
    const bad = await admin.post(URL, {
      title: 'x'.repeat(51),
      description: 'y'.repeat(51),
      category_ids: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['category_ids', 'description', 'title']);
    const unknown = await admin.post(URL, criterion({ category_ids: [999999] }));
    expect(unknown.json().errors).toEqual({
      category_ids: ['Alguna de las categorías seleccionadas no existe'],
    });
    expect((await admin.post(URL, { ...criterion(), extra: '<script>' })).statusCode).toBe(422);
    expect((await admin.post(`${URL}/999999/answers`, { text: 'Buena' })).statusCode).toBe(404);
    const { id } = (await admin.post(URL, criterion())).json();
    expect((await admin.post(`${URL}/${id}/answers`, { text: '' })).statusCode).toBe(422);
    expect((await admin.put(`${URL}/${id}/answers/999999`, { text: 'Buena' })).statusCode).toBe(404);
    expect((await admin.delete(`${URL}/${id}/answers/abc`)).statusCode).toBeLessThan(500);
  });

  it('asks for criteria_and_answer and the permission of each action', async () => {
    expect((await new Agent(t.app).get(URL)).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, {
      role: { permissions: ['criteria_and_answer', 'criteria_products'] },
    });
    expect((await reader.get(URL)).statusCode).toBe(200);
    expect((await reader.post(URL, criterion())).statusCode).toBe(403);
    const { agent: noArea } = await signInAs(t.app, {
      role: { permissions: ['criteria_products', 'create_criteria_products'] },
    });
    expect((await noArea.get(URL)).statusCode).toBe(403);
    expect((await noArea.post(URL, criterion())).statusCode).toBe(403);
    const { agent: answers } = await signInAs(t.app, {
      role: { permissions: ['criteria_and_answer', 'create_answer_products'] },
    });
    const { id } = (await admin.post(URL, criterion())).json();
    expect((await answers.post(`${URL}/${id}/answers`, { text: 'Buena' })).statusCode).toBe(201);
    expect((await answers.put(`${URL}/${id}`, criterion())).statusCode).toBe(403);
    const { agent: shopper } = await signInAs(t.app, { role: 'customer' });
    expect((await shopper.get(URL)).statusCode).toBe(403);
    expect((await shopper.get('/api/admin//review-criteria')).statusCode).toBeGreaterThanOrEqual(403);
  });
});
