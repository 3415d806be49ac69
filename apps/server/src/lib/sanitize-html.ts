import sanitizeHtml from 'sanitize-html';

/**
 * What the back office's editor writes (Mantine's tiptap editor: headings, emphasis, lists, quotes, links, code),
 * and nothing else. Scripts, event handlers, styles, frames and `javascript:` links are dropped; a page's title is
 * its only h1, so h1 in a body becomes h2.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
  ],
  // `rel` is always the one transformTags sets, whatever came in.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    // Links written by staff may point outside the shop: the page they open learns nothing of this one.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
  allowedSchemesAppliedToAttributes: ['href'],
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML says anything (an editor's empty document is `<p></p>`). */
export function hasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
}
