import { FIXED_PAGE_SLUGS } from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import { contentPages } from './content.table';
import { PRIVACY_POLICY_HTML } from './privacy-policy';

/** The titles the fixed pages start with; staff write them and publish them (the demo seed fills them). */
const FIXED_PAGE_TITLES: Record<(typeof FIXED_PAGE_SLUGS)[number], string> = {
  about: 'Quiénes somos',
  'return-policy': 'Política de devoluciones',
  'shipment-policy': 'Política de envíos',
  'warranty-policy': 'Política de garantía',
  'terms-conditions': 'Términos y condiciones',
  'privacy-policy': 'Política de privacidad',
};

/**
 * The pages every shop links to by address, as unpublished drafts: their addresses exist from the start, and no
 * shopper sees an empty policy before staff write it.
 */
export async function seedFixedPages(db: DbOrTx): Promise<void> {
  await db
    .insert(contentPages)
    .values(
      FIXED_PAGE_SLUGS.map((slug, i) => ({
        slug,
        title: FIXED_PAGE_TITLES[slug],
        section: slug === 'about' ? '' : 'Políticas',
        // The software knows what it keeps: the privacy policy starts written, for staff to read and publish.
        body: slug === 'privacy-policy' ? sanitizeContentHtml(PRIVACY_POLICY_HTML) : '',
        published: false,
        position: 100 + i,
      })),
    )
    .onConflictDoNothing();
}
