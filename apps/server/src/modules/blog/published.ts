import { shopToday } from '@shop/contracts';
import { and, eq, lte } from 'drizzle-orm';
import { blogPosts } from './blog.table';

/** A post shoppers may read: enabled, and its publication date reached in the shop's calendar. */
export const publishedNow = () => and(eq(blogPosts.enabled, true), lte(blogPosts.publishedOn, shopToday()));
