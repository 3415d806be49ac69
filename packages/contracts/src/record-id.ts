// The largest id the database holds (a PostgreSQL integer).
const MAX_ID = 2_147_483_647;
const POSITIVE_INTEGER = /^[1-9]\d{0,9}$/;

/** A record's id as a page's path gives it: a positive integer the database can hold; any other is a 404 page. */
export const isRecordId = (value: string) => POSITIVE_INTEGER.test(value) && Number(value) <= MAX_ID;
