import type { DbOrTx } from '../../../db/client';
import { latestPosts } from '../../blog';
import { escapeXml } from './sitemap';

const FEED_SIZE = 20;

/** RFC 822 dates, as RSS 2.0 wants them; a post's day is its publication date at noon UTC. */
const rssDate = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toUTCString();

/** `/blog/feed.xml`: the newest posts shoppers can read, as RSS 2.0. */
export async function blogFeed(
  db: DbOrTx,
  publicUrl: string,
  store: string,
  description: string,
): Promise<string> {
  const posts = await latestPosts(db, FEED_SIZE);
  const items = posts.map((post) => {
    const link = `${publicUrl}/blog/${encodeURIComponent(post.slug)}`;
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${rssDate(post.publishedOn)}</pubDate>`,
      `<description>${escapeXml(post.summary || post.subtitle || post.title)}</description>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${escapeXml(`${store} · Blog`)}</title>`,
    `<link>${escapeXml(`${publicUrl}/blog`)}</link>`,
    `<atom:link href="${escapeXml(`${publicUrl}/blog/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(description)}</description>`,
    ...items,
    '</channel></rss>',
    '',
  ].join('\n');
}
