import { SHOP_TIME_ZONE } from '@shop/contracts';
import { useSyncExternalStore } from 'react';
import { dateTimeFormat } from './intl';

const neverChanges = () => () => {};
/** The zone the browser's clock reads: the reader's own. */
const readerTimeZone = () => dateTimeFormat('en').resolvedOptions().timeZone;
const shopTimeZone = () => SHOP_TIME_ZONE;

/**
 * The zone to show a clock time in: the reader's, who acts on it by their own clock (a shopper abroad buying for a
 * family in Cuba reads "until 20:30" by Madrid's clock). The server cannot know it, so it renders the shop's, and so
 * does the page while it hydrates (the same words, no mismatch); the reader's follows at once.
 */
export function useReaderTimeZone(): string {
  return useSyncExternalStore(neverChanges, readerTimeZone, shopTimeZone);
}
