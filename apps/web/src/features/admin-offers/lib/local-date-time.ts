import { shopInstant, shopWallClock } from '@shop/contracts';

/**
 * `<input type="datetime-local">` speaks a wall clock without a zone ("2026-11-25T09:00"); the API takes instants.
 * Staff type the shop's time, Havana's, wherever they are: the shop's days, reports and the rest of the back office
 * read Havana's clock, and an offer starts when the shop's day does, not when the manager's laptop thinks so.
 */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shopWallClock(date);
}

/** The instant a shop time names, as ISO; what cannot be read stays as typed, for the schema to refuse. */
export function fromLocalInput(value: string): string {
  return shopInstant(value.trim())?.toISOString() ?? value;
}
