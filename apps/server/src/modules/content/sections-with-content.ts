import type { ContentIndexReply } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyPostPublished } from '../blog';
import { offersShowing } from '../offers';
import { faqs } from './content.table';

/**
 * Which of the storefront's sections have something to show this shopper. Its header, menu and footer link only to
 * those, so that a new shop does not send its first shoppers to an empty blog, an empty page of questions or no offers
 * (nor a retail shopper to offers for wholesalers only).
 */
export async function sectionsWithContent(
  db: DbOrTx,
  sections: ContentIndexReply['sections'],
  viewer: { wholesaler: boolean },
): Promise<ContentIndexReply['has']> {
  const [offers, blog, questions] = await Promise.all([
    offersShowing(db, viewer),
    anyPostPublished(db),
    db.select({ id: faqs.id }).from(faqs).where(eq(faqs.published, true)).limit(1),
  ]);
  return {
    offers,
    blog,
    info: sections.length > 0,
    faq: questions.length > 0,
  };
}
