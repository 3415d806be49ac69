import { CONTENT_SLUG_MAX } from '@shop/contracts';

/** The slug a path segment names, or undefined when it cannot name a page (bad escapes, too long). */
export function readContentSlug(segment: string | undefined): string | undefined {
  if (!segment || segment.length > CONTENT_SLUG_MAX * 3) return undefined;
  try {
    const slug = decodeURIComponent(segment);
    return slug.length > CONTENT_SLUG_MAX ? undefined : slug;
  } catch {
    return undefined;
  }
}
