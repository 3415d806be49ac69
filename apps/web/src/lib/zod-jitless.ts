/**
 * The browser build's `zod` (vite.config.ts points the bare name here). The shop's pages forbid eval (CSP
 * `script-src 'self'`), and zod 4 probes for it with `new Function` as it builds its first object schema: it
 * survives the refusal, but the browser reports a CSP violation on every page with a form. `jitless` skips the
 * probe (and the compiled parsers it would allow). Every schema module imports zod through this one, so the
 * setting is in place before any of them builds a schema.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
