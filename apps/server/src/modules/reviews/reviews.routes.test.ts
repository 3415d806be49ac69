import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { pickupOrder } from '../../test/cards';
import { signIn, signInAs } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { multipart } from '../../test/multipart';
import { openShop } from '../../test/shop';

/**
 * Issue 16 §1: only a shopper who received the product reviews it, once; staff approve or decline with a reason the
 * author alone sees; approved reviews show with their rating and criteria summary.
 */
let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let product: { id: number; slug: string };
let quality: { id: number; answers: { id: number; text: string }[] };
let delivered: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  product = await shop.product({ name: 'Café Cubita molido 250 g', real_quantity: 100 });
  const statuses = (await admin.get('/api/admin/order-statuses?per_page=100')).json().data as {
    id: number;
    name: string;
  }[];
  delivered = statuses.find((s) => s.name === 'Entregado')?.id ?? 0;
  const created = (
    await admin.post('/api/admin/review-criteria', { title: 'Calidad', category_ids: [shop.category.id] })
  ).json();
  for (const text of ['Buena', 'Regular'])
    await admin.post(`/api/admin/review-criteria/${created.id}/answers`, { text });
  quality = (await admin.get('/api/admin/review-criteria'))
    .json()
    .data.find((c: { id: number }) => c.id === created.id);
});
afterAll(() => t.close());

/** A shopper whose order of the product was delivered. */
async function buyer() {
  const signed = await signInAs(t.app, { role: 'customer', name: 'Lianet', lastname: 'Castillo' });
  const order = await pickupOrder(signed.agent, shop, product.id);
  const moved = await admin.put(`/api/admin/orders/${order.id}/status`, {
    status_id: delivered,
    reason: 'Recogido',
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return signed;
}

const review = (extra: Record<string, unknown> = {}) => ({
  text: 'Muy buen café, fuerte y con aroma.',
  rating: 5,
  answers: [{ criterion_id: quality.id, answer_id: quality.answers[0]?.id }],
  ...extra,
});

describe('writing a review', () => {
  it('is for shoppers who received the product, once, editable while it waits', async () => {
    const { agent } = await buyer();
    const form = (await agent.get(`/api/products/${product.slug}/review`)).json();
    expect(form).toMatchObject({ can_review: true, review: null, criteria: [{ title: 'Calidad' }] });
    expect(form.criteria[0].answers.map((a: { text: string }) => a.text)).toEqual(['Buena', 'Regular']);

    const written = await agent.put(`/api/products/${product.slug}/review`, review());
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().message).toBe('Reseña enviada: la publicaremos cuando la revise nuestro equipo');
    expect(written.json().review).toMatchObject({
      status: 'pending',
      verified: true,
      rating: 5,
      author: 'Lianet Castillo',
      answers: [{ criterion: 'Calidad', answer: 'Buena' }],
    });
    const edited = await agent.put(
      `/api/products/${product.slug}/review`,
      review({ rating: 4, text: 'Bueno.' }),
    );
    expect(edited.json().review).toMatchObject({ id: written.json().review.id, rating: 4, text: 'Bueno.' });
    // Not shown until staff approve it.
    expect((await new Agent(t.app).get(`/api/products/${product.slug}/reviews`)).json().data).toEqual([]);
  });

  it('offers what the shopper received and has not reviewed, until they review it', async () => {
    const signed = await buyer();
    const { agent } = signed;
    // Another product received, then hidden by staff; a third ordered but not delivered yet.
    const hidden = await shop.product({ name: 'Azúcar blanca 1 kg', real_quantity: 10 });
    const moved = await admin.put(
      `/api/admin/orders/${(await pickupOrder(agent, shop, hidden.id)).id}/status`,
      { status_id: delivered, reason: 'Recogido' },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await admin.patch(`/api/admin/products/${hidden.slug}/toggle`, { field: 'visible', value: false });
    const waiting = await shop.product({ name: 'Leche en polvo 1 kg', real_quantity: 10 });
    await pickupOrder(agent, shop, waiting.id);

    const mine = await agent.get('/api/user/reviews');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toContain('no-store');
    expect(mine.json()).toEqual({
      data: [],
      to_write: [{ id: product.id, name: 'Café Cubita molido 250 g', slug: product.slug, image_url: null }],
    });

    expect((await agent.put(`/api/products/${product.slug}/review`, review())).statusCode).toBe(200);
    const after = (await agent.get('/api/user/reviews')).json();
    expect(after.to_write).toEqual([]);
    expect(after.data).toMatchObject([{ status: 'pending', product: { slug: product.slug } }]);
    // Nobody else's purchases, and nothing for a guest.
    expect(
      (await (await signInAs(t.app, { role: 'customer' })).agent.get('/api/user/reviews')).json(),
    ).toEqual({
      data: [],
      to_write: [],
    });
    expect((await new Agent(t.app).get('/api/user/reviews')).statusCode).toBe(401);
  });

  it('refuses a shopper who did not receive it, bad answers and an empty text', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    expect((await agent.get(`/api/products/${product.slug}/review`)).json().can_review).toBe(false);
    const notBuyer = await agent.put(`/api/products/${product.slug}/review`, review());
    expect(notBuyer.statusCode).toBe(422);
    expect(notBuyer.json().message).toBe('Solo puede reseñar este producto quien lo compró y lo recibió');
    // An order not delivered yet does not count either.
    await pickupOrder(agent, shop, product.id);
    expect((await agent.put(`/api/products/${product.slug}/review`, review())).statusCode).toBe(422);

    const { agent: buying } = await buyer();
    const empty = await buying.put(`/api/products/${product.slug}/review`, review({ text: '   ' }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ text: ['Este campo es requerido'] });
    const foreign = await buying.put(
      `/api/products/${product.slug}/review`,
      review({ answers: [{ criterion_id: quality.id, answer_id: 999999 }] }),
    );
    expect(foreign.json().errors).toEqual({
      answers: ['Alguna respuesta no corresponde a los criterios de este producto'],
    });
    for (const body of [review({ rating: 6 }), review({ rating: 2.5 }), { ...review(), admin: true }])
      expect((await buying.put(`/api/products/${product.slug}/review`, body)).statusCode).toBe(422);
    expect((await buying.put('/api/products/no-such-product/review', review())).statusCode).toBe(404);
    expect((await new Agent(t.app).put(`/api/products/${product.slug}/review`, review())).statusCode).toBe(
      401,
    );
  });
});

describe('moderating reviews', () => {
  it('approves one: it shows with the rating and the criteria summary, and the author is told', async () => {
    const { agent, user } = await buyer();
    const { id } = (await agent.put(`/api/products/${product.slug}/review`, review())).json().review;
    const pending = (await admin.get('/api/admin/reviews?status=pending')).json().data;
    expect(pending.map((r: { id: number }) => r.id)).toContain(id);
    const approved = await admin.post(`/api/admin/reviews/${id}/decision`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await agent.put(`/api/products/${product.slug}/review`, review())).json().message).toBe(
      'Esta reseña ya fue revisada y no se puede cambiar',
    );
    const read = (await new Agent(t.app).get(`/api/products/${product.slug}/reviews`)).json();
    expect(read.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(read.data[0]).not.toHaveProperty('reason_of_rejection');
    expect(read.summary.count).toBeGreaterThanOrEqual(1);
    expect(read.criteria[0]).toMatchObject({ title: 'Calidad', answers: [{ text: 'Buena' }] });
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toBe('Tu reseña de Café Cubita molido 250 g ya está publicada');
    // The cards of the listings carry the rating too.
    const cards = (
      await new Agent(t.app).get(`/api/store/products?search=${encodeURIComponent('Cubita')}`)
    ).json().data;
    expect(cards.find((c: { id: number }) => c.id === product.id).rating).toEqual({
      average: read.summary.average,
      count: read.summary.count,
    });
  });

  it('declines with a reason only its author sees, and approves several at once', async () => {
    const first = await buyer();
    const declinedId = (
      await first.agent.put(`/api/products/${product.slug}/review`, review({ rating: 1 }))
    ).json().review.id;
    const noReason = await admin.post(`/api/admin/reviews/${declinedId}/decision`, { status: 'declined' });
    expect(noReason.statusCode).toBe(422);
    const declined = await admin.post(`/api/admin/reviews/${declinedId}/decision`, {
      status: 'declined',
      reason: 'Habla de otro producto.',
    });
    expect(declined.json()).toMatchObject({
      status: 'declined',
      reason_of_rejection: 'Habla de otro producto.',
    });
    const mine = (await first.agent.get('/api/user/reviews')).json().data;
    expect(mine).toMatchObject([
      { id: declinedId, status: 'declined', reason_of_rejection: 'Habla de otro producto.' },
    ]);
    const [mail] = await mailsTo(t, first.user.email);
    expect(mail?.text).toContain('Habla de otro producto.');
    const publicIds = (await new Agent(t.app).get(`/api/products/${product.slug}/reviews`))
      .json()
      .data.map((r: { id: number }) => r.id);
    expect(publicIds).not.toContain(declinedId);
    expect(
      (await admin.post(`/api/admin/reviews/${declinedId}/decision`, { status: 'approved' })).statusCode,
    ).toBe(422);

    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const { agent } = await buyer();
      ids.push((await agent.put(`/api/products/${product.slug}/review`, review())).json().review.id);
    }
    const bulk = await admin.post('/api/admin/reviews/approve', { ids: [...ids, declinedId] });
    expect(bulk.json()).toMatchObject({ approved: 2, message: 'Reseñas aprobadas: 2' });
    expect((await admin.get('/api/admin/reviews?rating=1&status=declined')).json().data).toMatchObject([
      { id: declinedId },
    ]);
  });

  it('asks for rating_products to read and status_rating_products to decide', async () => {
    expect((await new Agent(t.app).get('/api/admin/reviews')).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['rating_products'] } });
    expect((await reader.get('/api/admin/reviews')).statusCode).toBe(200);
    expect((await reader.post('/api/admin/reviews/1/decision', { status: 'approved' })).statusCode).toBe(403);
    expect((await reader.post('/api/admin/reviews/approve', { ids: [1] })).statusCode).toBe(403);
    const { agent: shopper } = await signInAs(t.app, { role: 'customer' });
    expect((await shopper.get('/api/admin/reviews')).statusCode).toBe(403);
    expect((await admin.post('/api/admin/reviews/999999/decision', { status: 'approved' })).statusCode).toBe(
      404,
    );
    expect((await admin.get('/api/admin/reviews?status=maybe')).statusCode).toBe(422);
    expect((await admin.post('/api/admin/reviews/approve', { ids: [] })).statusCode).toBe(422);
  });
});

describe("the shop's answer to a review (decision 102)", () => {
  /** A review of the product written by a new buyer, approved or left waiting. */
  async function written(approve = true) {
    const signed = await buyer();
    const { id } = (await signed.agent.put(`/api/products/${product.slug}/review`, review())).json().review;
    if (approve) await admin.post(`/api/admin/reviews/${id}/decision`, { status: 'approved' });
    return { ...signed, id: id as number };
  }
  const shown = async (id: number) =>
    (await new Agent(t.app).get(`/api/products/${product.slug}/reviews`))
      .json()
      .data.find((r: { id: number }) => r.id === id);

  it('shows under the published review, names its writer to staff alone, and mails the author once', async () => {
    const { id, user, agent } = await written();
    const before = (await admin.get('/api/admin/reviews?reply=unanswered&per_page=100')).json().data;
    expect(before.map((r: { id: number }) => r.id)).toContain(id);

    const waiting = async () => (await admin.get('/api/admin/dashboard/reviews')).json().unanswered;
    const unanswered = await waiting();
    expect(unanswered).toBeGreaterThanOrEqual(1);
    const answered = await admin.put(`/api/admin/reviews/${id}/reply`, {
      text: '  ¡Gracias, Lianet! Nos alegra que le haya gustado el café.  ',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      message: 'Respuesta publicada',
      review: {
        id,
        reply: { text: '¡Gracias, Lianet! Nos alegra que le haya gustado el café.' },
        replied_by: 'Super Administrador',
      },
    });
    // The dashboard counts it answered.
    expect(await waiting()).toBe(unanswered - 1);
    const read = await shown(id);
    expect(read.reply.text).toBe('¡Gracias, Lianet! Nos alegra que le haya gustado el café.');
    expect(read).not.toHaveProperty('replied_by');
    const mine = (await agent.get('/api/user/reviews')).json().data;
    expect(mine[0].reply.text).toBe('¡Gracias, Lianet! Nos alegra que le haya gustado el café.');
    expect(mine[0]).not.toHaveProperty('replied_by');

    const mails = async () =>
      (await mailsTo(t, user.email)).filter((m) => m.subject.startsWith('Respondimos a tu reseña'));
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Respondimos a tu reseña de Café Cubita molido 250 g');
    expect(mail?.text).toContain('Nos alegra que le haya gustado el café.');
    expect(mail?.text).toContain(`/Products/Review/Read/${product.slug}`);

    // A correction replaces the answer without mailing the author again.
    const changed = await admin.put(`/api/admin/reviews/${id}/reply`, { text: 'Gracias por su compra.' });
    expect(changed.json().review.reply.text).toBe('Gracias por su compra.');
    expect((await shown(id)).reply.text).toBe('Gracias por su compra.');
    const answeredList = (await admin.get('/api/admin/reviews?reply=answered&per_page=100')).json().data;
    expect(answeredList.map((r: { id: number }) => r.id)).toContain(id);
    expect(
      (await admin.get('/api/admin/reviews?reply=unanswered&per_page=100'))
        .json()
        .data.map((r: { id: number }) => r.id),
    ).not.toContain(id);

    const removed = await admin.delete(`/api/admin/reviews/${id}/reply`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Respuesta retirada',
      review: { reply: null, replied_by: null },
    });
    expect((await shown(id)).reply).toBeNull();
    const again = await admin.delete(`/api/admin/reviews/${id}/reply`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Esta reseña no tiene respuesta');
    expect(await mails()).toHaveLength(1);
  });

  it('answers only a published review, in words within its length', async () => {
    const { id: waiting } = await written(false);
    const early = await admin.put(`/api/admin/reviews/${waiting}/reply`, { text: 'Gracias.' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Solo se puede responder a una reseña publicada');
    const english = await admin.put(
      `/api/admin/reviews/${waiting}/reply`,
      { text: 'Gracias.' },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.json().message).toBe('Only a published review can be answered');

    const { id } = await written();
    const blank = await admin.put(`/api/admin/reviews/${id}/reply`, { text: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ text: ['Este campo es requerido'] });
    const long = await admin.put(`/api/admin/reviews/${id}/reply`, { text: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.text).toHaveLength(1);
    for (const body of [{}, { text: 5 }, { text: 'Hola', replied_by: 1 }, [], null])
      expect((await admin.put(`/api/admin/reviews/${id}/reply`, body)).statusCode).toBe(422);
    expect((await admin.put(`/api/admin/reviews/999999/reply`, { text: 'Gracias.' })).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/reviews/999999/reply')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/reviews/abc/reply', { text: 'Gracias.' })).statusCode).toBe(404);
    expect((await admin.get('/api/admin/reviews?reply=maybe')).statusCode).toBe(422);
    // Markup is kept as the text it is: the pages print it as text.
    const markup = await admin.put(`/api/admin/reviews/${id}/reply`, {
      text: '<img src=x onerror=alert(1)>',
    });
    expect((await shown(id)).reply.text).toBe('<img src=x onerror=alert(1)>');
    expect(markup.statusCode).toBe(200);
  });

  it('asks for rating_products and status_rating_products', async () => {
    const { id } = await written();
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['rating_products'] } });
    expect((await reader.put(`/api/admin/reviews/${id}/reply`, { text: 'Gracias.' })).statusCode).toBe(403);
    expect((await reader.delete(`/api/admin/reviews/${id}/reply`)).statusCode).toBe(403);
    const { agent: shopper } = await signInAs(t.app, { role: 'customer' });
    expect((await shopper.put(`/api/admin/reviews/${id}/reply`, { text: 'Gracias.' })).statusCode).toBe(403);
    expect(
      (await new Agent(t.app).put(`/api/admin/reviews/${id}/reply`, { text: 'Gracias.' })).statusCode,
    ).toBe(401);
    expect((await shown(id)).reply).toBeNull();
  });
});

describe('pictures in a review', () => {
  const picture = (background = '#7f4f24') =>
    sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const upload = async (agent: Agent, data: Buffer, type = 'image/jpeg') => {
    const { payload, headers } = multipart([{ field: 'image', filename: 'foto.jpg', type, data }]);
    return agent.post(`/api/products/${product.slug}/review/images`, payload, { headers });
  };

  it('takes up to the configured count, re-encoded, while the review waits; refuses what is not a picture', async () => {
    const settings = (await admin.get('/api/admin/settings/orders')).json();
    expect(
      (await admin.put('/api/admin/settings/orders', { ...settings, review_images: 2 })).statusCode,
    ).toBe(200);
    const { agent } = await buyer();
    expect((await upload(agent, await picture())).statusCode).toBe(404);
    await agent.put(`/api/products/${product.slug}/review`, review());
    const first = await upload(agent, await picture());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().images[0].url).toMatch(/^\/uploads\/reviews\/[0-9a-f]+\.webp$/);
    expect((await agent.get(`/api/products/${product.slug}/review`)).json().max_images).toBe(2);
    expect((await upload(agent, Buffer.from('<svg onload="x()"/>'), 'image/png')).statusCode).toBe(422);
    // The same photo again is not a second picture.
    const again = await upload(agent, await picture());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().images).toEqual(first.json().images);
    const second = await upload(agent, await picture('#2f6690'));
    expect(second.json().images).toHaveLength(2);
    const third = await upload(agent, await picture('#d9dcd6'));
    expect(third.statusCode).toBe(422);
    expect(third.json().errors).toEqual({ image: ['Una reseña admite como mucho 2 imágenes'] });

    const { agent: stranger } = await signInAs(t.app, { role: 'customer' });
    const imageId = second.json().images[1].id;
    expect((await stranger.delete(`/api/products/${product.slug}/review/images/${imageId}`)).statusCode).toBe(
      404,
    );
    const removed = await agent.delete(`/api/products/${product.slug}/review/images/${imageId}`);
    expect(removed.json().images).toHaveLength(1);
    expect((await agent.delete(`/api/products/${product.slug}/review/images/${imageId}`)).statusCode).toBe(
      404,
    );

    await admin.post(`/api/admin/reviews/${first.json().id}/decision`, { status: 'approved' });
    expect((await upload(agent, await picture())).json().message).toBe(
      'Esta reseña ya fue revisada y no se puede cambiar',
    );
    const shown = (await new Agent(t.app).get(`/api/products/${product.slug}/reviews`)).json().data;
    expect(shown.find((r: { id: number }) => r.id === first.json().id).images).toHaveLength(1);
  });
});
