import type { Faq, FaqBody, FaqListQuery, FaqListReply, PublicFaqReply } from '@shop/contracts';
import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import { listMeta, pageOffset } from '../../lib/pagination';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { type FaqRow, faqs } from './content.table';

function toFaq(row: FaqRow): Faq {
  return {
    id: row.id,
    topic: row.topic,
    question: row.question,
    answer: row.answer,
    published: row.published,
    position: row.position,
    updated_at: row.updatedAt.toISOString(),
  };
}

const ORDERS: Record<FaqListQuery['sort'], SQL[]> = {
  position: [asc(faqs.position), asc(faqs.id)],
  '-position': [desc(faqs.position), desc(faqs.id)],
  topic: [asc(foldedOrder(faqs.topic)), asc(faqs.position), asc(faqs.id)],
  '-topic': [desc(foldedOrder(faqs.topic)), asc(faqs.position), desc(faqs.id)],
  question: [asc(foldedOrder(faqs.question)), asc(faqs.id)],
  '-question': [desc(foldedOrder(faqs.question)), desc(faqs.id)],
};

export async function listFaqs(db: DbOrTx, query: FaqListQuery): Promise<FaqListReply> {
  const where = matchesEveryWord([faqs.topic, faqs.question], query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(faqs).where(where),
  ]);
  return { data: rows.map(toFaq), meta: listMeta(query.page, query.per_page, totals?.total ?? 0) };
}

export async function getFaq(db: DbOrTx, id: number): Promise<Faq> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  if (!row) throw notFound('faq_not_found');
  return toFaq(row);
}

const valuesOf = (body: FaqBody) => ({ ...body, answer: sanitizeContentHtml(body.answer) });

export async function createFaq(db: DbOrTx, body: FaqBody): Promise<Faq> {
  const [row] = await db.insert(faqs).values(valuesOf(body)).returning();
  return toFaq(row as FaqRow);
}

export async function updateFaq(db: DbOrTx, id: number, body: FaqBody): Promise<Faq> {
  const [row] = await db
    .update(faqs)
    .set({ ...valuesOf(body), updatedAt: new Date() })
    .where(eq(faqs.id, id))
    .returning();
  if (!row) throw notFound('faq_not_found');
  return toFaq(row);
}

export async function deleteFaq(db: DbOrTx, id: number): Promise<void> {
  const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (deleted.length === 0) throw notFound('faq_not_found');
}

/** /Frequent-Ask: published questions by topic, each topic where its first question stands. */
export async function publishedFaqs(db: DbOrTx): Promise<PublicFaqReply> {
  const rows = await db
    .select({ id: faqs.id, topic: faqs.topic, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.published, true))
    .orderBy(asc(faqs.position), asc(faqs.id));
  const topics = new Map<string, PublicFaqReply['topics'][number]['questions']>();
  for (const { topic, ...question } of rows) {
    const questions = topics.get(topic) ?? [];
    questions.push(question);
    topics.set(topic, questions);
  }
  return { topics: [...topics].map(([name, questions]) => ({ name, questions })) };
}
