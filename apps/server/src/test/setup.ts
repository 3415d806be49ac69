import { beforeAll } from 'vitest';
import { forgetTotals } from '../lib/count-cache';

// Server tests run quietly; a real failure still surfaces through the assertions and the error handler's 5xx.
process.env.TZ = 'UTC';
// A deprecated call fails the test that makes it: on PostgreSQL this catches two statements sent at once on one
// transaction's connection (pg 9 will refuse them; `db/independent-reads.ts` is the way to run reads side by side).
process.throwDeprecation = true;

// A worker runs file after file on the same modules (decision 072): each file starts without the list totals an
// earlier file's database left in the process's cache (lib/count-cache.ts), which would count another database.
beforeAll(() => forgetTotals());
