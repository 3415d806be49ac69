import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function screens(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return screens(full);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [full] : [];
  });
}

// Decision 050: a text past its length is kept and refused in words by the form's schema, never cut by the
// browser. The header's search box is the one exception: a query, read and never kept.
const MAY_STOP_AT_LENGTH = new Set(['app/header/header-search.tsx']);

describe('text fields (decision 050)', () => {
  it('never cut what is typed or pasted with maxLength', () => {
    const cutting = screens(src)
      .filter((file) => /\bmaxLength=\{/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file))
      .filter((file) => !MAY_STOP_AT_LENGTH.has(file));
    expect(cutting).toEqual([]);
  });
});
