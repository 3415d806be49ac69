import type { ContentIndexReply } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { latestPosts } from '../blog';
import { storeOffers } from '../offers';
import { faqs } from './content.table';

/**
 * Which of the storefront's sections have something to show. Its header, menu and footer link only to those, so that
 * a new shop does not send its first shoppers to an empty blog, an empty page of questions or no offers.
 */
export async function sectionsWithContent(
  db: DbOrTx,
  sections: ContentIndexReply['sections'],
): Promise<ContentIndexReply['has']> {
  const [posts, questions, offers] = await Promise.all([
    latestPosts(db, 1),
    db.select({ id: faqs.id }).from(faqs).where(eq(faqs.published, true)).limit(1),
    storeOffers(db),
  ]);
  return {
    offers: offers.offers.length > 0,
    blog: posts.length > 0,
    info: sections.length > 0,
    faq: questions.length > 0,
  };
}
